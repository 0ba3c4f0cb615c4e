import { formatFileSize } from '@portineria/domain';
import * as styles from './FileSize.css.ts';

export interface FileSizeProps {
  /** The size in bytes; null, negative or not finite shows '-'. */
  bytes: number | null | undefined;
  /** What a missing size shows; domain's '-' by default. */
  missingLabel?: string;
}

/** A file size from Bytes to YB, base 1000, two decimals (000 §9, domain's `formatFileSize`). */
export function FileSize({ bytes, missingLabel }: FileSizeProps) {
  const formatted = formatFileSize(bytes);
  // formatFileSize gives domain's missing placeholder for sizes it cannot show; it has no digit.
  const missing = !/\d/.test(formatted);
  return (
    <span className={styles.fileSize} data-missing={missing || undefined}>
      {missing ? (missingLabel ?? formatted) : formatted}
    </span>
  );
}
