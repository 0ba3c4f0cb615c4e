/**
 * The public building page (000 §2 Route forms; 001 §2.5): /buildings/{idBuilding}, also opened as
 * /buildings.html?id=…; no shell, no session needed.
 */
import { message } from '@portineria/domain';
import { useParams, useSearchParams } from 'react-router-dom';
import { webMessage } from '../messages/it-IT.ts';
import * as styles from '../styles/pages.css.ts';

export function PublicBuildingPage() {
  const { idBuilding } = useParams();
  const [search] = useSearchParams();
  const id = idBuilding ?? search.get('id') ?? undefined;
  return (
    <main className={styles.centred}>
      <h1 className={styles.heading}>{message('routing.title.publicBuilding')}</h1>
      <p className={styles.text}>
        {id ? webMessage('publicBuilding.text', { id }) : webMessage('publicBuilding.missingId')}
      </p>
    </main>
  );
}
