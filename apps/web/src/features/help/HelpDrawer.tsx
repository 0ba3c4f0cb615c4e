/**
 * The help drawer (002 §2.4, §2.11 'Helpdesk'): the helper page of the current section, the
 * spinner kept about 1 s, 'Potrebbero anche interessarti' with the full help page, the support
 * centre, and 'Helper non disponibile per questa sezione' on failure. The page's HTML body is
 * rebuilt by `SafeHtml` (allow-listed tags, checked links, nothing injected).
 */
import { DEFAULT_HELPER_PAGE_ID, helperHref, message } from '@portineria/domain';
import { EmptyState, ProgressBar, SideDrawer } from '@portineria/ui';
import { Link, useLocation } from 'react-router-dom';
import { SafeHtml } from '../../content/SafeContent.tsx';
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
          <p>
            <Link to={helperHref(pathname)} onClick={() => onOpenChange(false)}>
              {webMessage('helper.title')}
            </Link>
          </p>
        </article>
      )}
    </SideDrawer>
  );
}
