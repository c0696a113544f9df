// Copies a text to the clipboard and says so for two seconds. A refused clipboard (permissions) changes nothing:
// the text stays visible to copy by hand.
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from './button.tsx';

export function CopyButton({
  text,
  what,
  labels = { copy: 'Copy', copied: 'Copied' },
}: {
  text: string /** Read after 'Copy' by screen readers. */;
  what: string;
  /** The button's words in the page's language. */
  labels?: { copy: string; copied: string };
}) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // Clipboard refused: the text stays visible.
    }
  };
  return (
    <Button type="button" variant="outline" size="sm" onClick={copy}>
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {copied ? labels.copied : labels.copy}
      <span className="sr-only"> {what}</span>
    </Button>
  );
}
