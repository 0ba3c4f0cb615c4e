/** The layout of a checkbox or a switch: the control, then label, description and error. */
import type { ReactNode } from 'react';
import type { FormsFieldAria } from './formsField.tsx';
import { FormsFieldHelp, FormsFieldLabel, formsClassNames } from './formsField.tsx';
import * as styles from './formsField.css.ts';

/** Renders the control beside its label, with the help line under the label. */
export function FormsChoiceFrame({
  aria,
  label,
  required,
  requiredMarker,
  description,
  className,
  children,
}: {
  aria: FormsFieldAria<never>;
  label: ReactNode;
  required?: boolean;
  requiredMarker?: string;
  description?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={formsClassNames(styles.choice, className)} {...aria.stateAttributes}>
      <div className={styles.choiceControl}>{children}</div>
      <FormsFieldLabel
        labelProps={aria.labelProps}
        label={label}
        required={required}
        requiredMarker={requiredMarker}
        className={styles.choiceLabel}
      />
      <div className={styles.choiceHelp}>
        <FormsFieldHelp aria={aria} description={description} />
      </div>
    </div>
  );
}
