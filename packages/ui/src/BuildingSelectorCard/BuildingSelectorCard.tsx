import { formatAddress, NO_USR_BUILDING } from '@portineria/domain';
import type { UsrBuilding } from '@portineria/domain';
import { Building2, ChevronLeft, ChevronRight, ExternalLink, House, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Chip } from '../Chip/Chip.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { dashboardMessage } from '../messages/it-IT/dashboard.ts';
import { formatLabel } from '../private/formatLabel.ts';
import { RouterLink } from '../private/routerLink.tsx';
import { Select } from '../Select/Select.tsx';
import * as styles from './BuildingSelectorCard.css.ts';

function hasAddress({ city, street, province }: UsrBuilding): boolean {
  return [city, street, province].some((part) => (part ?? '').trim() !== '');
}

/** The labels of the card, all overridable. */
export interface BuildingSelectorCardLabels {
  /** The heading while no building is selected: 'Immobile'. */
  title: string;
  /** The selector's label: 'Seleziona un immobile'. */
  select: string;
  /** The selector's text before a choice: 'Scegli un immobile'. */
  placeholder: string;
  /** What shows without buildings: 'Nessun immobile disponibile'. */
  empty: string;
  /** An option of the selector: '{name}, {address}'. */
  option: string;
  /** 'Immobile precedente'. */
  previous: string;
  /** 'Immobile successivo'. */
  next: string;
  /** "Deseleziona l'immobile". */
  unselect: string;
  /** The position in the list: '{index} di {count}'. */
  position: string;
  /** The marker of a private building: 'Immobile privato'. */
  private: string;
  /** The public page link: 'Pagina pubblica'. */
  publicPage: string;
  /** Read after the public page link: '(si apre in una nuova scheda)'. */
  newTab: string;
}

export interface BuildingSelectorCardProps<Building extends UsrBuilding = UsrBuilding> {
  /** The user's buildings, in order (domain's `UsrBuildingSelectionState.buildings`). */
  buildings: readonly Building[];
  /** The selected building's index, -1 for none (000 §4, domain's `NO_USR_BUILDING`). */
  selectedIndex: number;
  /** Called with the chosen building's id (dispatch domain's `{ type: 'select', buildingId }`). */
  onSelect: (buildingId: Building['id']) => void;
  /** Moves to the previous building. */
  onPrevious: () => void;
  /** Moves to the next building. */
  onNext: () => void;
  /** Goes back to the selector. */
  onUnselect: () => void;
  /** Whether previous can move (domain's `usrBuildingNavigation`). */
  hasPrevious: boolean;
  /** Whether next can move (domain's `usrBuildingNavigation`). */
  hasNext: boolean;
  /** The address of a building's public page: adds 'Pagina pubblica', opened in a new tab (000 §2). */
  publicPageHref?: (building: Building) => string;
  /** The heading level of the card; 2 by default. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Overrides of the labels. */
  labels?: Partial<BuildingSelectorCardLabels>;
}

/**
 * The USR building selector or selected-building card (000 §2 "a building selector, or the
 * selected-building card with previous, next and unselect"; §4 "index -1 means none"). With no
 * building selected it is a labelled select of the buildings; with one, a card with its name, the
 * address 'city - street (province)' (domain's `formatAddress`, 000 §3), 'Immobile privato' for a
 * private building, previous, next and unselect buttons, and 'Pagina pubblica' opening the public
 * page in a new tab (000 §2). Previous and next stay focusable at the ends (`aria-disabled`), and
 * focus moves to the card when a building is chosen and back to the select when it is unselected.
 */
export function BuildingSelectorCard<Building extends UsrBuilding = UsrBuilding>({
  buildings,
  selectedIndex,
  onSelect,
  onPrevious,
  onNext,
  onUnselect,
  hasPrevious,
  hasNext,
  publicPageHref,
  headingLevel = 2,
  labels,
}: BuildingSelectorCardProps<Building>) {
  const text: BuildingSelectorCardLabels = {
    title: dashboardMessage('buildingSelectorCard.title'),
    select: dashboardMessage('buildingSelectorCard.select'),
    placeholder: dashboardMessage('buildingSelectorCard.placeholder'),
    empty: dashboardMessage('buildingSelectorCard.empty'),
    option: dashboardMessage('buildingSelectorCard.option'),
    previous: dashboardMessage('buildingSelectorCard.previous'),
    next: dashboardMessage('buildingSelectorCard.next'),
    unselect: dashboardMessage('buildingSelectorCard.unselect'),
    position: dashboardMessage('buildingSelectorCard.position'),
    private: dashboardMessage('buildingSelectorCard.private'),
    publicPage: dashboardMessage('buildingSelectorCard.publicPage'),
    newTab: dashboardMessage('routerLink.newTab'),
    ...labels,
  };
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const building = selectedIndex === NO_USR_BUILDING ? undefined : buildings[selectedIndex];
  const selected = building !== undefined;

  // The user's own choice or unselection swaps the card's content: keep the focus with it.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const selectRef = useRef<HTMLButtonElement>(null);
  const moveFocus = useRef(false);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (selected ? headingRef.current : selectRef.current)?.focus();
  }, [selected]);

  if (!building) {
    return (
      <section className={styles.card} aria-labelledby={headingId} data-state="unselected">
        <Heading id={headingId} className={styles.title}>
          {text.title}
        </Heading>
        {buildings.length === 0 ? (
          <p className={styles.empty}>{text.empty}</p>
        ) : (
          <Select
            label={text.select}
            placeholder={text.placeholder}
            value={null}
            triggerRef={selectRef}
            options={buildings.map((option) => ({
              value: String(option.id),
              // Two buildings may share a name: the address tells them apart.
              label: hasAddress(option)
                ? formatLabel(text.option, { name: option.name, address: formatAddress(option) })
                : option.name,
            }))}
            onChange={(value) => {
              const chosen = buildings.find((option) => String(option.id) === value);
              if (!chosen) return;
              moveFocus.current = true;
              onSelect(chosen.id);
            }}
          />
        )}
      </section>
    );
  }

  const unselect = () => {
    moveFocus.current = true;
    onUnselect();
  };
  return (
    <section
      className={styles.card}
      aria-labelledby={headingId}
      data-state="selected"
      data-private={building.isPrivate === true || undefined}
    >
      <div className={styles.header}>
        <span className={styles.icon}>
          <Building2 size={24} aria-hidden />
        </span>
        <div className={styles.identity}>
          <Heading id={headingId} ref={headingRef} tabIndex={-1} className={styles.name}>
            {building.name}
          </Heading>
          <p className={styles.address}>{formatAddress(building)}</p>
        </div>
        <div className={styles.navigation}>
          <span className={styles.position}>
            {formatLabel(text.position, { index: selectedIndex + 1, count: buildings.length })}
          </span>
          <IconButton
            label={text.previous}
            icon={<ChevronLeft size={20} aria-hidden />}
            // Disabled but focusable: a native disabled button would drop the focus at the end.
            aria-disabled={!hasPrevious || undefined}
            data-disabled={!hasPrevious || undefined}
            onClick={() => hasPrevious && onPrevious()}
          />
          <IconButton
            label={text.next}
            icon={<ChevronRight size={20} aria-hidden />}
            aria-disabled={!hasNext || undefined}
            data-disabled={!hasNext || undefined}
            onClick={() => hasNext && onNext()}
          />
          <IconButton label={text.unselect} icon={<X size={20} aria-hidden />} onClick={unselect} />
        </div>
      </div>
      {building.isPrivate === true || publicPageHref ? (
        <div className={styles.footer}>
          {building.isPrivate === true ? (
            <Chip label={text.private} icon={<House size={14} aria-hidden />} size="small" />
          ) : null}
          {publicPageHref ? (
            <RouterLink
              href={publicPageHref(building)}
              newTab
              newTabLabel={text.newTab}
              className={styles.publicPage}
            >
              {text.publicPage}
              <ExternalLink size={14} aria-hidden />
            </RouterLink>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
