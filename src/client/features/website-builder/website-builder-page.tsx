// Website builder (/website-builder; spec part 2 §2): the live demo of the owner's booking page, the template
// portfolio, 'Your Projects' and the Start Your Website Project dialog, all from the API. A load failure (after
// the queries' retries) is the full-page 'Unable to Load Website Builder'.
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { paths } from '#client/app/paths.ts';
import { LoadErrorPage } from '#client/components/load-error-page.tsx';
import { PageHeader } from '#client/components/page-header.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useMyBusiness } from '#client/entities/business/api/get-my-business.ts';
import { useWebsiteI18n } from '#client/lib/app-i18n/website-i18n.ts';
import { WEBSITE_PROJECT_PRICE } from '#shared/schemas/website.ts';
import { useWebsiteProjects } from './api/get-website-projects.ts';
import { useWebsiteTemplates } from './api/get-website-templates.ts';
import { LiveDemoFrame } from './components/live-demo-frame.tsx';
import { ProjectList } from './components/project-list.tsx';
import { type ProjectPreset, StartProjectDialog } from './components/start-project-dialog.tsx';
import { TemplateCards } from './components/template-cards.tsx';
import { formatProjectPrice, templateWords } from './website-format.ts';

export function WebsiteBuilderPage() {
  const { t, intl } = useWebsiteI18n();
  const business = useMyBusiness();
  const hasBusiness = Boolean(business.data);
  const projects = useWebsiteProjects({ enabled: hasBusiness });
  const templates = useWebsiteTemplates({ enabled: hasBusiness });
  const [dialog, setDialog] = useState<{ open: boolean; preset?: ProjectPreset }>({ open: false });
  const start = (preset?: ProjectPreset) => setDialog({ open: true, preset });

  if (business.isError || projects.isError || templates.isError) {
    return <LoadErrorPage title={t('page.loadFailed')} />;
  }
  if (business.isPending) return <Loading />;
  if (!business.data) return <NoBusiness />;
  if (projects.isPending || templates.isPending) return <Loading />;

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        className="mb-0"
        title={t('page.title')}
        description={t('page.description', {
          business: business.data.name,
          price: formatProjectPrice(WEBSITE_PROJECT_PRICE, intl),
        })}
        actions={
          <Button onClick={() => start()}>
            <Plus aria-hidden="true" />
            {t('project.start')}
          </Button>
        }
      />
      <ProjectList projects={projects.data} timeZone={business.data.timezone} onStart={() => start()} />
      <LiveDemoFrame slug={business.data.slug} businessName={business.data.name} />
      <TemplateCards
        templates={templates.data}
        onStart={(template) =>
          start({
            businessType: template.category,
            requirements: t('project.fromTemplate', { template: templateWords(template, t).name }),
          })
        }
      />
      <StartProjectDialog
        open={dialog.open}
        preset={dialog.preset}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
      />
    </div>
  );
}

function Loading() {
  const { t } = useWebsiteI18n();
  return (
    <div className="flex min-h-[50dvh] flex-col items-center justify-center gap-3 text-muted-foreground">
      <Spinner label={t('page.loading')} className="[&_svg]:size-8" />
      <p>{t('page.loadingText')}</p>
    </div>
  );
}

function NoBusiness() {
  const { t } = useWebsiteI18n();
  return (
    <div className="grid gap-6">
      <PageHeader title={t('page.title')} />
      <Card>
        <CardContent className="grid justify-items-start gap-3 p-6">
          <p>{t('page.noBusiness.text')}</p>
          <Button asChild>
            <Link href={paths.registerBusiness}>{t('page.noBusiness.action')}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
