import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogActions, DialogBody } from '@/shared/ui/dialog/dialog';
import styles from './search-dialog.module.css';

type SearchDialogProps = {
  open: boolean;
  search: string;
  onSearch: (search: string) => void;
  onClose: () => void;
};

/** The search popup: the catalog forgives typos, so the words are sent as typed. */
export function SearchDialog({ open, search, onSearch, onClose }: SearchDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(search);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setText(search);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text.trim().slice(0, 100));
    onClose();
  }

  return (
    <Dialog open={open} onClose={onClose} title={t('search.title')}>
      <form onSubmit={submit}>
        <DialogBody>
          <label htmlFor={id} className={styles.label}>
            {t('search.label')}
          </label>
          <input
            id={id}
            type="search"
            className={styles.input}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('search.placeholder')}
            maxLength={100}
            enterKeyHint="search"
            // The popup's one field: the native dialog focuses it on opening, so typing starts at once.
            autoFocus
          />
        </DialogBody>
        <DialogActions>
          <button type="submit" className={styles.submit}>
            {t('search.submit')}
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
