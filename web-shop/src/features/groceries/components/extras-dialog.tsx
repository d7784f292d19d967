import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/shared/format/use-money';
import { useDebouncedValue } from '@/shared/hooks/use-debounced';
import { Dialog, DialogActions, DialogBody } from '@/shared/ui/dialog/dialog';
import { Spinner } from '@/shared/ui/spinner';
import { extraCategoriesQuery, extraProductsQuery } from '../api/extras-query';
import { ExtraQuantity } from './extra-quantity';
import styles from './extras-dialog.module.css';

/** Document 2 §5 "Other inputs": "extra-product search debounced 1000 ms". */
export const extrasSearchDelayMs = 1000;

type ExtrasDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Product id to pack count, as the shopper has chosen them. */
  quantities: Record<string, number>;
  onAdd: (productId: string) => void;
  onRemove: (productId: string) => void;
};

/** The 'Add extra groceries' popup: every extra product, by category or by search. */
export function ExtrasDialog({ open, onClose, quantities, onAdd, onRemove }: ExtrasDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('extras.title')}>
      <DialogBody>
        {open && <ExtrasCatalog quantities={quantities} onAdd={onAdd} onRemove={onRemove} />}
      </DialogBody>
      <DialogActions>
        <button type="button" className={styles.done} onClick={onClose}>
          {t('extras.done')}
        </button>
      </DialogActions>
    </Dialog>
  );
}

function ExtrasCatalog({
  quantities,
  onAdd,
  onRemove,
}: Omit<ExtrasDialogProps, 'open' | 'onClose'>) {
  const { t } = useTranslation();
  const money = useMoney();
  const searchId = useId();
  const categoryName = useId();
  const [category, setCategory] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), extrasSearchDelayMs);
  const categories = useQuery(extraCategoriesQuery());
  const products = useQuery(extraProductsQuery({ category, search }));

  return (
    <div className={styles.catalog}>
      <div className={styles.filters}>
        <label htmlFor={searchId} className="visually-hidden">
          {t('extras.search')}
        </label>
        <input
          id={searchId}
          type="search"
          className={styles.search}
          placeholder={t('extras.search')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        {categories.data && categories.data.length > 0 && (
          <fieldset className={styles.categories}>
            <legend className="visually-hidden">{t('extras.category')}</legend>
            {[{ _id: null, name: t('extras.allCategories') }, ...categories.data].map((entry) => (
              <label key={entry._id ?? 'all'} className={styles.chip}>
                <input
                  type="radio"
                  name={categoryName}
                  checked={category === entry._id}
                  onChange={() => setCategory(entry._id)}
                />
                <span>{entry.name}</span>
              </label>
            ))}
          </fieldset>
        )}
      </div>

      {products.isPending ? (
        <Spinner />
      ) : products.isError ? (
        <p role="alert" className={styles.message}>
          {t('extras.loadError')}
        </p>
      ) : products.data.extraProducts.length === 0 ? (
        <p role="status" className={styles.message}>
          {t('extras.noResults')}
        </p>
      ) : (
        <ul className={styles.tiles}>
          {products.data.extraProducts.map((product) => (
            <li key={product._id} className={styles.tile}>
              <img src={product.image.url} alt="" className={styles.image} width={96} height={96} />
              <p className={styles.name}>{product.name}</p>
              <p className={styles.price}>{money(product.price)}</p>
              <ExtraQuantity
                name={product.name}
                quantity={quantities[product._id] ?? 0}
                onAdd={() => onAdd(product._id)}
                onRemove={() => onRemove(product._id)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
