/**
 * The help drawer (002 §2.4, §2.11 'Helpdesk'): the helper page of the current section, the
 * spinner kept about 1 s (HELPER_SPINNER_MIN_MS), 'Potrebbero anche interessarti' with the full
 * help page, the support centre, and 'Helper non disponibile per questa sezione' on failure. The
 * page's HTML body is rebuilt by `SafeHtml` (allow-listed tags, checked links, nothing injected).
 */
import { HELPER_SPINNER_MIN_MS, DEFAULT_HELPER_PAGE_ID, helperHref } from '@portineria/domain';
import { EmptyState, ProgressBar, SideDrawer } from '@portineria/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router-dom';
import { apiClient } from '../app/apiClient.ts';
import { SafeHtml } from '../content/SafeContent.tsx';
import { webMessage } from '../messages/it-IT.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function HelpDrawer({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { pathname } = useLocation();
  const page = useQuery({
    queryKey: ['helper', DEFAULT_HELPER_PAGE_ID, pathname],
    queryFn: async ({ signal }) => {
      const [result] = await Promise.all([
        apiClient.helper.getPage(DEFAULT_HELPER_PAGE_ID, { path: pathname }, { signal }),
        wait(HELPER_SPINNER_MIN_MS),
      ]);
      return result;
    },
    enabled: open,
    retry: false,
  });
  return (
    <SideDrawer
      open={open}
      onOpenChange={onOpenChange}
      title={webMessage('shell.helpdesk')}
      width={500}
    >
      {page.isPending ? (
        <ProgressBar value={null} label={webMessage('shell.helpLoading')} />
      ) : page.isError ? (
        <EmptyState title={webMessage('shell.helpUnavailable')} />
      ) : (
        <article>
          <h3>{page.data.title}</h3>
          <SafeHtml html={page.data.body} topLevel={4} />
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
