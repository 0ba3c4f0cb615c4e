/**
 * The title row of the SPL and USR dashboards (000 §2: 'Dashboard' with a reload button): reload
 * refetches every query on screen, so each widget shows its skeleton and then fresh data.
 */
import { message } from '@portineria/domain';
import { IconButton } from '@portineria/ui';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { webMessage } from '../../messages/startMessages.ts';
import * as styles from './dashboard.css.ts';

export function DashboardHeader({ children }: { children?: ReactNode }) {
  const queryClient = useQueryClient();
  const fetching = useIsFetching() > 0;
  return (
    <header className={styles.header}>
      <h2 id="dashboard-title" className={styles.title}>
        {message('dashboard.title')}
      </h2>
      {children}
      <IconButton
        label={webMessage('dashboard.reload')}
        icon={<RotateCw size={18} aria-hidden />}
        disabled={fetching}
        onClick={() => void queryClient.refetchQueries({ type: 'active' })}
      />
    </header>
  );
}
