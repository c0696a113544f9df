// The app's error boundary: any render error shows 'Something went wrong…' with a Refresh button instead of a
// blank page (spec part 2 §2, MOB-39). Mount it once around the whole app. Its words are in the language of the page
// that failed (issue 28): that page's <html lang>, read as the error arrives (the page's provider gives the document
// back its English as it unmounts), and that language's words fetched with the small catalog of lib/app-i18n/ui-i18n.ts.
// English shows at once, and if those words cannot be fetched (the failure may be a lost connection).
import { AlertTriangle } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FALLBACK_ERROR_MESSAGE } from '#client/lib/api-client.ts';
import type { Messages } from '#client/lib/i18n/locale-context.tsx';

interface AppErrorBoundaryProps {
  children: ReactNode;
}

interface AppErrorBoundaryState {
  error: Error | null;
  /** The failed page's language, as its document said. */
  lang: string;
  /** Its words: null while they are fetched, empty for English (and if they cannot be). */
  words: Messages | null;
}

export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { error: null, lang: 'en', words: {} };

  static getDerivedStateFromError(error: Error): Partial<AppErrorBoundaryState> {
    const lang = document.documentElement.lang;
    return { error, lang, words: lang === 'en' || lang === '' ? {} : null };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unhandled error in the app', error, info.componentStack);
    if (this.state.words !== null) return;
    const { lang } = this.state;
    import('#client/lib/app-i18n/ui-i18n.ts')
      .then((ui) => ui.loadUiMessages(ui.documentLocale(lang)))
      .catch(() => ({}))
      .then((words) => this.setState({ words }));
  }

  override render() {
    const { error, words } = this.state;
    if (!error) return this.props.children;
    // A moment's blank while the language's words arrive, rather than English first.
    if (words === null) return null;
    const say = (id: string, english: string) => words[id]?.() ?? english;
    return (
      <main className="flex min-h-dvh items-center justify-center bg-background p-6">
        <div className="max-w-sm text-center" role="alert">
          <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-red-100 text-red-700">
            <AlertTriangle className="size-7" aria-hidden="true" />
          </span>
          <h1 className="mt-5 text-xl font-semibold">{say('error.title', 'Something went wrong')}</h1>
          <p className="mt-2 text-muted-foreground">{say('error.text', FALLBACK_ERROR_MESSAGE)}</p>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="mt-6 inline-flex h-10 items-center justify-center rounded-md bg-primary px-5 text-sm font-medium text-primary-foreground hover:bg-primary/90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
          >
            {say('error.refresh', 'Refresh')}
          </button>
        </div>
      </main>
    );
  }
}
