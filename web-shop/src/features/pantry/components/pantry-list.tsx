import type { PantryLotAnswer, PantryRowAnswer } from '@mise/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '@/shared/hooks/use-debounced';
import {
  daysLeft,
  expiryFromInput,
  formatQuantity,
  inputValueOfExpiry,
  isPastExpiry,
  isQuantityText,
  quantityOf,
  shortDate,
  todayInputValue,
} from '@/shared/pantry/amounts';
import type { PantryEdits } from '../hooks/use-pantry-edits';
import styles from './pantry-list.module.css';

/** Spec §9: quantity edits wait for typing to pause this long. */
const quantityDebounce = 500;

type PantryListProps = { rows: readonly PantryRowAnswer[]; edits: PantryEdits };

/** The rows under their category, one collapsible group each, open at first (spec 2.8). */
export function PantryList({ rows, edits }: PantryListProps) {
  const { t, i18n } = useTranslation();
  const byName = (a: string, b: string) => a.localeCompare(b, i18n.language);
  const groups = new Map<string, PantryRowAnswer[]>();
  for (const row of [...rows].sort((a, b) => byName(a.name, b.name))) {
    const category = row.category || t('pantry.otherCategory');
    groups.set(category, [...(groups.get(category) ?? []), row]);
  }
  return (
    <div className={styles.list}>
      <div className={styles.headings}>
        <div>
          <p className={styles.heading}>{t('pantry.groceriesYouHave')}</p>
          <p className={styles.help}>{t('pantry.groceriesYouHaveHelp')}</p>
        </div>
        <div>
          <p className={styles.heading}>{t('pantry.expiryHeading')}</p>
          <p className={styles.help}>{t('pantry.expiryHelp')}</p>
        </div>
      </div>
      {[...groups.entries()]
        .sort(([a], [b]) => byName(a, b))
        .map(([category, inCategory]) => (
          <CategoryGroup key={category} category={category} rows={inCategory} edits={edits} />
        ))}
    </div>
  );
}

function CategoryGroup({
  category,
  rows,
  edits,
}: {
  category: string;
  rows: PantryRowAnswer[];
  edits: PantryEdits;
}) {
  const [open, setOpen] = useState(true);
  const listId = useId();
  return (
    <section className={styles.group}>
      <h2 className={styles.groupTitle}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
        >
          {category}
          <span className={styles.count}>{rows.length}</span>
        </button>
      </h2>
      <ul id={listId} className={styles.rows} hidden={!open}>
        {rows.map((row) => (
          <li key={row.ingredientId}>
            <PantryRow row={row} edits={edits} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function PantryRow({ row, edits }: { row: PantryRowAnswer; edits: PantryEdits }) {
  const { t, i18n } = useTranslation();
  const removed = edits.removals.has(row.ingredientId);
  const quantity = formatQuantity(row.quantity, i18n.language);
  return (
    <article
      className={removed ? `${styles.row} ${styles.removed}` : styles.row}
      aria-label={row.name}
    >
      <div className={styles.grocery}>
        {row.image ? (
          <img className={styles.image} src={row.image} alt="" width={56} height={56} />
        ) : (
          <span className={styles.image} />
        )}
        <div className={styles.naming}>
          <h3 className={styles.name}>{row.name}</h3>
          <p className={styles.quantity}>
            <span className={styles.wide}>{`${quantity}\u00a0${row.units}`}</span>
            <span className={styles.narrow}>
              {t('pantry.youHave', { quantity, units: row.units })}
            </span>
          </p>
        </div>
        {edits.editing && (
          <button
            type="button"
            className={styles.mark}
            aria-label={t(removed ? 'pantry.keep' : 'pantry.remove', { name: row.name })}
            onClick={() => edits.toggleRemoval(row.ingredientId)}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              {removed ? (
                <path d="M12 5v14M5 12h14" />
              ) : (
                <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />
              )}
            </svg>
          </button>
        )}
      </div>
      <ul className={styles.lots}>
        {row.lots.map((lot) => (
          <li key={lot.id}>
            {edits.editing ? (
              <LotEditor lot={lot} name={row.name} disabled={removed} edits={edits} />
            ) : (
              <LotLine
                lot={lot}
                units={row.units}
                showQuantity={row.lots.length > 1}
                onSetExpiry={edits.startEditing}
              />
            )}
          </li>
        ))}
      </ul>
    </article>
  );
}

type LotLineProps = {
  lot: PantryLotAnswer;
  units: string;
  showQuantity: boolean;
  /** The 'Set expiry date' prompt leads to edit mode, where the date is picked. */
  onSetExpiry: () => void;
};

function LotLine({ lot, units, showQuantity, onSetExpiry }: LotLineProps) {
  const { t, i18n } = useTranslation();
  const left = daysLeft(lot.expiryDate);
  return (
    <div className={styles.lot}>
      <span className={styles.bought}>
        {t('pantry.bought', { date: shortDate(lot.purchaseDate) })}
        {showQuantity && ` · ${formatQuantity(lot.quantity, i18n.language)} ${units}`}
      </span>
      {left !== null && left >= 1 ? (
        <span className={styles.expiry}>{t('pantry.daysLeft', { count: left })}</span>
      ) : (
        <button type="button" className={styles.setExpiry} onClick={onSetExpiry}>
          {t('pantry.setExpiry')}
        </button>
      )}
    </div>
  );
}

type LotEditorProps = { lot: PantryLotAnswer; name: string; disabled: boolean; edits: PantryEdits };

/**
 * A lot's quantity and expiry in edit mode: what is typed goes to the pending edits. The labels
 * shown are short; the inputs' names say whose lot it is, for a row with several.
 */
function LotEditor({ lot, name, disabled, edits }: LotEditorProps) {
  const { t } = useTranslation();
  // Typed as numbers only, so the input starts from a plain number, not a formatted one.
  const [quantity, setQuantity] = useState(String(Math.round(lot.quantity * 100) / 100));
  const [expiry, setExpiry] = useState(inputValueOfExpiry(lot.expiryDate));
  const { schedule } = useDebounced((typed: string) => {
    const value = quantityOf(typed);
    if (value > 0) edits.edit({ id: lot.id, quantity: value });
  }, quantityDebounce);
  const ids = { quantity: useId(), expiry: useId() };
  const expiryDate = expiryFromInput(expiry);
  const pastExpiry = isPastExpiry(expiryDate);
  const left = daysLeft(expiryDate);
  const bought = shortDate(lot.purchaseDate);

  return (
    <div className={styles.lotEditor}>
      <p className={styles.bought}>{t('pantry.bought', { date: bought })}</p>
      <div className={styles.field}>
        <label htmlFor={ids.quantity} className={styles.label}>
          {t('pantry.quantity')}
        </label>
        <input
          id={ids.quantity}
          aria-label={t('pantry.quantityOf', { name, date: bought })}
          className={styles.input}
          inputMode="decimal"
          value={quantity}
          disabled={disabled}
          onChange={(event) => {
            const typed = event.target.value;
            if (!isQuantityText(typed)) return;
            setQuantity(typed);
            schedule(typed);
          }}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.expiry} className={styles.label}>
          {t('pantry.expiry')}
        </label>
        <input
          id={ids.expiry}
          aria-label={t('pantry.expiryOf', { name, date: bought })}
          type="date"
          className={styles.input}
          min={todayInputValue()}
          value={expiry}
          disabled={disabled}
          aria-invalid={pastExpiry || undefined}
          onChange={(event) => {
            const typed = event.target.value;
            setExpiry(typed);
            const picked = expiryFromInput(typed);
            // A day before today is not kept: the picker refuses it (spec §5).
            if (!isPastExpiry(picked)) edits.edit({ id: lot.id, expiryDate: picked });
          }}
        />
        {pastExpiry ? (
          <span className={styles.problem}>{t('pantry.pastExpiry')}</span>
        ) : (
          <span className={left !== null && left >= 1 ? styles.expiry : styles.noExpiry}>
            {left !== null && left >= 1
              ? t('pantry.daysLeft', { count: left })
              : t('pantry.noExpiry')}
          </span>
        )}
      </div>
    </div>
  );
}
