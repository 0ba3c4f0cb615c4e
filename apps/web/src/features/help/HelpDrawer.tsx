/**
 * The help drawer (002 §2.4, §2.11 'Helpdesk'): the helper page of the current section, the
 * spinner kept about 1 s, 'Potrebbero anche interessarti' with the related help pages the gateway
 * names (domain `relatedHelperPages`) and the full page of this section, the support-centre button
 * (the deployment's help centre, in a new tab), and 'Helper non disponibile per questa sezione'
 * on failure — the support centre stays reachable then too. The page's HTML body is
 * rebuilt by `SafeHtml` (allow-listed tags, checked links, nothing injected).
 */
import { DEFAULT_HELPER_PAGE_ID, helperHref, message } from '@portineria/domain';
import { Button, EmptyState, ProgressBar, SideDrawer } from '@portineria/ui';
import { Link, useLocation } from 'react-router-dom';
import { SafeHtml } from '../../content/SafeContent.tsx';
import { helpCentreUrl } from '../../lib/deploymentLinks.ts';
import { webMessage } from '../../messages/it-IT.ts';
import { useHelperPage } from './useHelperPage.ts';

export function HelpDrawer({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { pathname } = useLocation();
  const help = useHelperPage(DEFAULT_HELPER_PAGE_ID, pathname, open);
  return (
    <SideDrawer
      open={open}
      onOpenChange={onOpenChange}
      title={message('navigation.topBar.helpdesk')}
      width={500}
    >
      {help.error ? (
        <EmptyState title={webMessage('shell.helpUnavailable')} />
      ) : help.loading || !help.page ? (
        <ProgressBar value={null} label={webMessage('shell.helpLoading')} />
      ) : (
        <article>
          <h3>{help.page.title}</h3>
          <SafeHtml html={help.page.body} topLevel={4} />
          <h4>{webMessage('shell.helpRelated')}</h4>
          <ul>
            <li>
              <Link to={helperHref(pathname)} onClick={() => onOpenChange(false)}>
                {webMessage('helper.title')}
              </Link>
            </li>
            {help.page.related.map((related) => (
              <li key={related.key}>
                <Link
                  to={helperHref(related.key === DEFAULT_HELPER_PAGE_ID ? '/' : related.key)}
                  onClick={() => onOpenChange(false)}
                >
                  {related.title}
                </Link>
              </li>
            ))}
          </ul>
        </article>
      )}
      <Button
        variant="outlined"
        onClick={() => void window.open(helpCentreUrl, '_blank', 'noopener,noreferrer')}
      >
        {message('navigation.topBar.helpCentre')}
      </Button>
    </SideDrawer>
  );
}
