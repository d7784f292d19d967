import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { type FormEvent, type ReactNode, useState } from 'react';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in a sentence. */
  description: ReactNode;
  confirmLabel: string;
  /** More fields the action needs, above the reason. */
  children?: ReactNode;
  /** False while the other fields are not valid yet. */
  ready?: boolean;
  busy: boolean;
  onConfirm(reason: string): void;
  onClose(): void;
}

/**
 * A staff action that needs a reason, which the audit keeps: refunds, cancellations, a new
 * slot, price changes. The server checks the reason too (at least 3 characters).
 */
export function ReasonDialog({
  open,
  title,
  description,
  confirmLabel,
  children,
  ready = true,
  busy,
  onConfirm,
  onClose,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const valid = reason.trim().length >= 3 && ready;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid && !busy) onConfirm(reason.trim());
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{description}</DialogContentText>
          {children}
          <TextField
            label="Reason"
            helperText="Kept in the audit log with your name."
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            fullWidth
            variant="outlined"
            multiline
            minRows={2}
            margin="dense"
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Back
          </Button>
          <Button type="submit" variant="contained" disabled={!valid || busy}>
            {busy ? 'Working…' : confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
