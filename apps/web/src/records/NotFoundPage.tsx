/** The 404 page (001 §2.1 "An unknown path shows the 404 page"; §2.2 a record that is not a page): the router's catch-all and the record screens show it. */
import { Button } from '@portineria/ui';
import { useNavigate } from 'react-router-dom';
import { webMessage } from '../messages/startMessages.ts';
import * as styles from '../styles/pages.css.ts';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <div className={styles.centred}>
      <h1 className={styles.heading}>{webMessage('notFound.title')}</h1>
      <p className={styles.text}>{webMessage('notFound.text')}</p>
      <Button onClick={() => navigate('/loading?skip')}>{webMessage('notFound.back')}</Button>
    </div>
  );
}
