import { formatFileSize } from '@portineria/domain';
import { CircleAlert, File as FileIcon, Upload, X } from 'lucide-react';
import type { FocusEvent } from 'react';
import { useRef, useState } from 'react';
import type { DropEvent } from 'react-aria';
import { useDrop } from 'react-aria/useDrop';
import { useControlledState } from 'react-stately/useControlledState';
import { IconButton } from '../IconButton/IconButton.tsx';
import { formsMessage } from '../messages/it-IT/forms.ts';
import type { FormsFieldBaseProps } from '../private/formsField.tsx';
import { FormsFieldFrame, useFormsField } from '../private/formsField.tsx';
import * as fieldStyles from '../private/formsField.css.ts';
import * as styles from './FileDropzone.css.ts';
import { fileMatchesAccept } from './fileAccept.ts';

/** The texts of a {@link FileDropzone} a product may reword. `{name}` is a file name. */
export interface FileDropzoneLabels {
  /** 'Trascina qui i file oppure'. */
  prompt: string;
  /** The browse button, 'scegli dal computer'. */
  browse: string;
  /** Shown while files are dragged over the zone. */
  dropHere: string;
  /** A refused file: 'Tipo di file non consentito: {name}'. */
  rejected: string;
  /** A file refused by `fileRefusal`, `{reason}` being its answer: '{name}: {reason}'. */
  refusedWithReason: string;
  /** A file beyond the first when only one is allowed. */
  onlyOne: string;
  /** A file's remove button: 'Rimuovi {name}'. */
  remove: string;
  /** Accessible name of the list of chosen files. */
  selectedFiles: string;
  /** Accessible name of the list of refused files. */
  rejectedFiles: string;
}

/** A file the zone refused, and why. */
export interface RejectedFile {
  file: File;
  /** The Italian message shown for it. */
  message: string;
}

/** Props of {@link FileDropzone}. */
export interface FileDropzoneProps extends FormsFieldBaseProps<File[]> {
  /**
   * Accepted types, as the file input's `accept`: MIME types ('application/pdf'), wildcards
   * ('image/*') or extensions ('.xlsx'). Empty: every file. Also filters the browser's dialog.
   */
  accept?: readonly string[];
  /**
   * The acceptance rule, replacing the `accept` matching (e.g. domain's `isAllowedAttachment` for
   * chat attachments, 002 §5.3, or `(file) => isAcceptedImportFile(file.name)` for the import).
   */
  isFileAccepted?: (file: File) => boolean;
  /**
   * Why a file is refused, or undefined when it is accepted: the message says the reason (domain's
   * `checkUploadDeclaration(…).message`: the type is not allowed, the file is over the size cap).
   * Replaces `isFileAccepted` and the `accept` matching.
   */
  fileRefusal?: (file: File) => string | undefined;
  /** Several files (default) or one, which a new choice replaces. */
  multiple?: boolean;
  /** The chosen files (controlled). */
  files?: File[];
  /** The initial files (uncontrolled). */
  defaultFiles?: File[];
  /** Called with the whole list after files are added or removed. */
  onFilesChange?: (files: File[]) => void;
  /** Called with the files refused by the last choice or drop. */
  onReject?: (rejected: RejectedFile[]) => void;
  /** Overrides of the default Italian texts. */
  labels?: Partial<FileDropzoneLabels>;
  onBlur?: (event: FocusEvent<HTMLButtonElement>) => void;
}

function fill(template: string, name: string): string {
  return template.replaceAll('{name}', name);
}

function sameFile(first: File, second: File): boolean {
  return (
    first.name === second.name &&
    first.size === second.size &&
    first.lastModified === second.lastModified
  );
}

/**
 * Files chosen by drag and drop (react-aria `useDrop`) or with a keyboard-operable browse button
 * that opens the browser's dialog (002 §5.3 chat attachments, 001 §9 file types). Refused files are
 * listed with an Italian message; chosen files are listed with their size (domain
 * `formatFileSize`) and a remove button each.
 */
export function FileDropzone(props: FileDropzoneProps) {
  const {
    accept = [],
    isFileAccepted,
    fileRefusal,
    multiple = true,
    files: filesProp,
    defaultFiles = [],
    onFilesChange,
    onReject,
    labels: labelOverrides,
    onBlur,
    label,
    description,
    required,
    requiredMarker,
    disabled,
    readOnly,
    name,
    className,
  } = props;
  const labels: FileDropzoneLabels = {
    prompt: formsMessage('fileDropzone.prompt'),
    browse: formsMessage('fileDropzone.browse'),
    dropHere: formsMessage('fileDropzone.dropHere'),
    rejected: formsMessage('fileDropzone.rejected'),
    refusedWithReason: formsMessage('fileDropzone.refusedWithReason'),
    onlyOne: formsMessage('fileDropzone.onlyOne'),
    remove: formsMessage('fileDropzone.remove'),
    selectedFiles: formsMessage('fileDropzone.selectedFiles'),
    rejectedFiles: formsMessage('fileDropzone.rejectedFiles'),
    ...labelOverrides,
  };
  const [files, setFiles] = useControlledState<File[]>(filesProp, defaultFiles, onFilesChange);
  const [rejected, setRejected] = useState<RejectedFile[]>([]);
  const aria = useFormsField<File[]>({ ...props, labelElementType: 'span' });
  const zoneRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const browseRef = useRef<HTMLButtonElement>(null);
  const editable = !disabled && !readOnly;

  /** The message of a refused file, or undefined when it is accepted. */
  const refusalOf = (file: File): string | undefined => {
    if (fileRefusal) {
      const reason = fileRefusal(file);
      return reason === undefined
        ? undefined
        : fill(labels.refusedWithReason, file.name).replaceAll('{reason}', reason);
    }
    const accepted = isFileAccepted ? isFileAccepted(file) : fileMatchesAccept(file, accept);
    return accepted ? undefined : fill(labels.rejected, file.name);
  };

  const addFiles = (incoming: readonly File[]) => {
    const refused: RejectedFile[] = [];
    const accepted: File[] = [];
    for (const file of incoming) {
      const refusal = refusalOf(file);
      if (refusal !== undefined) refused.push({ file, message: refusal });
      else if (!multiple && accepted.length > 0)
        refused.push({ file, message: fill(labels.onlyOne, file.name) });
      else accepted.push(file);
    }
    setRejected(refused);
    if (refused.length > 0) onReject?.(refused);
    if (accepted.length === 0) return;
    const next = multiple
      ? [...files, ...accepted.filter((file) => !files.some((kept) => sameFile(kept, file)))]
      : accepted;
    setFiles(next);
    aria.validateOnInput(next);
  };

  const removeFile = (index: number) => {
    const next = files.filter((_, position) => position !== index);
    setFiles(next);
    aria.validateOnInput(next);
    // The removed file's button is gone: focus goes back to the browse button.
    browseRef.current?.focus();
  };

  const { dropProps, isDropTarget } = useDrop({
    ref: zoneRef,
    isDisabled: !editable,
    getDropOperation: () => 'copy',
    onDrop: async (event: DropEvent) => {
      const dropped = await Promise.all(
        event.items.flatMap((item) => (item.kind === 'file' ? [item.getFile()] : [])),
      );
      addFiles(dropped);
    },
  });

  return (
    <FormsFieldFrame
      aria={aria}
      label={label}
      required={required}
      requiredMarker={requiredMarker}
      description={description}
      className={className}
      labelElementType="span"
      after={
        <>
          {rejected.length > 0 ? (
            <ul className={styles.list} aria-label={labels.rejectedFiles}>
              {rejected.map(({ file, message }, index) => (
                <li key={`${file.name}-${index}`} className={styles.rejected}>
                  <CircleAlert aria-hidden="true" />
                  <span>{message}</span>
                </li>
              ))}
            </ul>
          ) : null}
          <div aria-live="polite" className={fieldStyles.visuallyHidden}>
            {rejected.map(({ message }) => message).join('. ')}
          </div>
          {files.length > 0 ? (
            <ul className={styles.list} aria-label={labels.selectedFiles}>
              {files.map((file, index) => (
                <li key={`${file.name}-${file.size}-${file.lastModified}`} className={styles.file}>
                  <span className={styles.fileIcon} aria-hidden="true">
                    <FileIcon />
                  </span>
                  <span className={styles.fileName} title={file.name}>
                    {file.name}
                  </span>
                  <span className={styles.fileSize}>{formatFileSize(file.size)}</span>
                  {editable ? (
                    <IconButton
                      size="small"
                      label={fill(labels.remove, file.name)}
                      icon={<X aria-hidden="true" size={16} />}
                      onClick={() => removeFile(index)}
                    />
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      }
    >
      <div
        {...dropProps}
        ref={zoneRef}
        role="group"
        id={aria.fieldProps.id}
        aria-labelledby={aria.fieldProps['aria-labelledby']}
        className={styles.zone}
        {...aria.stateAttributes}
        data-drop-target={isDropTarget || undefined}
      >
        <span className={styles.zoneIcon} aria-hidden="true">
          <Upload />
        </span>
        {isDropTarget ? (
          <span className={styles.prompt}>{labels.dropHere}</span>
        ) : (
          <span className={styles.prompt}>
            <span>{labels.prompt}</span>
            <button
              ref={browseRef}
              type="button"
              className={styles.browse}
              disabled={disabled}
              aria-disabled={readOnly || undefined}
              aria-describedby={aria.fieldProps['aria-describedby']}
              onClick={() => {
                if (editable) inputRef.current?.click();
              }}
              onBlur={(event) => {
                aria.validateOnBlur(files);
                onBlur?.(event);
              }}
            >
              {labels.browse}
            </button>
          </span>
        )}
        <input
          ref={inputRef}
          type="file"
          className={styles.hiddenInput}
          name={name}
          accept={accept.join(',') || undefined}
          multiple={multiple}
          disabled={!editable}
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            addFiles(Array.from(event.target.files ?? []));
            // The same file may be chosen again after being removed.
            event.target.value = '';
          }}
        />
      </div>
    </FormsFieldFrame>
  );
}
