import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemText } from '@/shared/api/problem-text';
import { Dialog, DialogActions, DialogBody } from '@/shared/ui/dialog/dialog';
import { emailShoppingList, isEmailAddress } from '../api/email-list';
import styles from './email-list-dialog.module.css';

type EmailListDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The signed-in shopper's address, if known. */
  defaultEmail: string;
};

/** 'E-mail my list' (document 2, 2.13): Send stays disabled until the address is valid. */
export function EmailListDialog({ open, onClose, defaultEmail }: EmailListDialogProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(defaultEmail);
  const [touched, setTouched] = useState(false);
  const fieldId = useId();
  const messageId = useId();
  const send = useMutation({
    mutationFn: (address: string) => emailShoppingList(address),
  });
  const valid = isEmailAddress(email);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (valid) send.mutate(email);
  }

  function close() {
    send.reset();
    onClose();
  }

  const message = send.isSuccess
    ? t('emailList.sent', { email: email.trim().toLowerCase() })
    : send.isError
      ? problemText(send.error, t('emailList.failed'), t)
      : touched && !valid
        ? t('emailList.invalid')
        : '';

  return (
    <Dialog open={open} onClose={close} title={t('emailList.title')}>
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <label htmlFor={fieldId} className={styles.prompt}>
            {t('emailList.prompt')}
          </label>
          <input
            id={fieldId}
            type="email"
            className={styles.input}
            value={email}
            autoComplete="email"
            onChange={(event) => {
              setEmail(event.target.value);
              send.reset();
            }}
            onBlur={() => setTouched(true)}
            aria-invalid={touched && !valid ? true : undefined}
            aria-describedby={messageId}
          />
          <p
            id={messageId}
            role={send.isError ? 'alert' : 'status'}
            className={send.isSuccess ? styles.success : styles.problem}
          >
            {message}
          </p>
        </DialogBody>
        <DialogActions>
          <button type="submit" className={styles.send} disabled={!valid || send.isPending}>
            {send.isPending ? t('emailList.sending') : t('emailList.send')}
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
