/**
 * Modal dialogs on the native <dialog> element (focus stays inside, Escape
 * cancels, the page behind is inert). Used only for what cannot be undone or
 * needs one typed value.
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from './button';
import { NativeDialog } from './native-dialog';
import { TextField } from './field';

interface ModalProps {
  open: boolean;
  onCancel: () => void;
  labelledBy: string;
  describedBy?: string;
  /** Its content may be taller than the screen: it scrolls inside the dialog. */
  scroll?: boolean;
  children: ReactNode;
}

/** A card in the middle of the screen, its content (rendered only while open) with the card's padding. */
export function Modal({ open, onCancel, labelledBy, describedBy, scroll = false, children }: ModalProps) {
  return (
    <NativeDialog
      open={open}
      onCancel={onCancel}
      labelledBy={labelledBy}
      describedBy={describedBy}
      className={
        scroll
          ? 'm-auto max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto rounded-2xl bg-white p-0 text-stone-900 shadow-xl'
          : 'm-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-0 text-stone-900 shadow-xl'
      }
    >
      {open ? <div className="p-5">{children}</div> : null}
    </NativeDialog>
  );
}

/**
 * A sheet rising from the bottom edge (one-handed on a phone). `tall`: its content may be taller
 * than the screen — up to 85 % of it, as wide as a small screen, scrolling inside; else as wide
 * as a dialog card. The caller renders its content (only while open).
 */
export function BottomSheet({ open, onClose, labelledBy, tall = false, children }: { open: boolean; onClose: () => void; labelledBy: string; tall?: boolean; children: ReactNode }) {
  return (
    <NativeDialog
      open={open}
      onCancel={onClose}
      labelledBy={labelledBy}
      className={
        tall
          ? 'mx-auto mb-0 mt-auto max-h-[85dvh] w-full max-w-screen-sm overflow-y-auto rounded-t-2xl bg-white p-0 text-stone-900 shadow-xl'
          : 'mx-auto mb-0 mt-auto w-full max-w-md rounded-t-2xl bg-white p-0 text-stone-900 shadow-xl'
      }
    >
      {children}
    </NativeDialog>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel, danger = false, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <DialogFrame open={open} title={title} message={message} onCancel={onCancel} actionsClass="flex justify-end gap-2">
      <Button onClick={onCancel} autoFocus>
        {cancelLabel}
      </Button>
      <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm}>
        {confirmLabel}
      </Button>
    </DialogFrame>
  );
}

/** A titled dialog with its message and a row of actions (the cancel one first, focused). */
function DialogFrame({ open, title, message, onCancel, actionsClass, messageClass = '', scroll = false, children }: {
  open: boolean;
  title: string;
  message: ReactNode;
  onCancel: () => void;
  actionsClass: string;
  messageClass?: string;
  scroll?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Modal open={open} onCancel={onCancel} labelledBy={`${id}-title`} describedBy={`${id}-message`} scroll={scroll}>
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {title}
      </h2>
      <div id={`${id}-message`} className={`mt-2 ${messageClass}text-base text-stone-700 dark:text-stone-300`}>
        {message}
      </div>
      <div className={`mt-5 ${actionsClass}`}>{children}</div>
    </Modal>
  );
}

/**
 * A decision that first shows what it would change: the message may be longer than the screen
 * (it scrolls), its paragraphs and lists apart, the actions stacked below it, the caller's
 * buttons in the caller's order.
 */
export function DecisionDialog({ open, title, message, onCancel, children }: { open: boolean; title: string; message: ReactNode; onCancel: () => void; children: ReactNode }) {
  return (
    <DialogFrame open={open} title={title} message={message} onCancel={onCancel} messageClass="flex flex-col gap-2 " actionsClass="flex flex-col gap-2" scroll>
      {children}
    </DialogFrame>
  );
}

export interface ChoiceDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  /** The decisions, each a button; the last one is the dialog's main action. */
  choices: { label: string; onChoose: () => void; danger?: boolean; disabled?: boolean }[];
  /** Closes without deciding (also Escape). */
  cancelLabel: string;
  onCancel: () => void;
}

/** A decision between two or more ways (and "not now"), e.g. take a new result over or keep the old one. */
export function ChoiceDialog({ open, title, message, choices, cancelLabel, onCancel }: ChoiceDialogProps) {
  return (
    <DialogFrame open={open} title={title} message={message} onCancel={onCancel} actionsClass="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
      <Button onClick={onCancel} autoFocus>
        {cancelLabel}
      </Button>
      {choices.map((c, i) => (
        <Button key={c.label} variant={c.danger ? 'danger' : i === choices.length - 1 ? 'primary' : 'secondary'} disabled={c.disabled} onClick={c.onChoose}>
          {c.label}
        </Button>
      ))}
    </DialogFrame>
  );
}

export interface PromptDialogProps {
  open: boolean;
  title: string;
  label: string;
  initialValue: string;
  submitLabel: string;
  cancelLabel: string;
  maxLength?: number;
  onSubmit: (value: string) => void;
  onCancel: () => void;
}

export function PromptDialog(props: PromptDialogProps) {
  const id = useId();
  return (
    <Modal open={props.open} onCancel={props.onCancel} labelledBy={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {props.title}
      </h2>
      {/* Keyed so the field starts from initialValue every time the dialog opens. */}
      <PromptForm key={props.initialValue} {...props} />
    </Modal>
  );
}

function PromptForm({ label, initialValue, submitLabel, cancelLabel, maxLength = 80, onSubmit, onCancel }: PromptDialogProps) {
  const [value, setValue] = useState(initialValue);
  function submit(e: FormEvent) {
    e.preventDefault();
    onSubmit(value);
  }
  return (
    <form onSubmit={submit} className="mt-3">
      <TextField label={label} value={value} maxLength={maxLength} autoFocus onChange={(e) => setValue(e.target.value)} />
      <div className="mt-5 flex justify-end gap-2">
        <Button onClick={onCancel}>{cancelLabel}</Button>
        <Button type="submit" variant="primary">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
