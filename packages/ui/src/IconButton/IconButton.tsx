import { IconButtonBase } from '../private/iconButtonBase.tsx';
import type { IconButtonBaseProps } from '../private/iconButtonBase.tsx';
import { Tooltip } from '../Tooltip/Tooltip.tsx';

export interface IconButtonProps extends IconButtonBaseProps {
  /** Accessible name, also shown as the tooltip unless `tooltip` is false. */
  label: string;
  /** Show the label as a tooltip (default true). */
  tooltip?: boolean;
}

/** A round button with only an icon; its label is its accessible name and its tooltip. */
export function IconButton({ tooltip = true, ...button }: IconButtonProps) {
  return tooltip ? (
    <Tooltip content={button.label}>
      <IconButtonBase {...button} />
    </Tooltip>
  ) : (
    <IconButtonBase {...button} />
  );
}
