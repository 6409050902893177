/**
 * A stored record (a tournament, a season) whose file fails the check when it is read: the
 * screen says so, lists what is wrong, and offers to delete it. Nothing of the record is used.
 * Texts and the deletion come from the caller.
 */
import { useState, type ReactNode } from 'react';
import { Button } from './button';
import { ConfirmDialog } from './dialog';
import { Screen } from './screen';

export interface DamagedRecordScreenProps {
  title: string;
  back: { href: string; label: string };
  /** The record's name as far as it could be read. */
  name: string;
  /** What happened, in a sentence. */
  explanation: string;
  /** The problems, as the import would list them. */
  problems: ReactNode;
  labels: { delete: string; deleteTitle: string; deleteBody: string; cancel: string };
  /** Deletes the record; a failure is reported by the caller. */
  onDelete: () => void;
}

export function DamagedRecordScreen({ title, back, name, explanation, problems, labels, onDelete }: DamagedRecordScreenProps) {
  const [confirmDelete, setConfirmDelete] = useState(false);
  return (
    <Screen title={title} back={back}>
      <p className="text-lg font-bold"><bdi>{name}</bdi></p>
      <p role="alert" className="mt-2 text-base">{explanation}</p>
      {problems}
      <div className="mt-6">
        <Button variant="danger" onClick={() => setConfirmDelete(true)}>{labels.delete}</Button>
      </div>
      <ConfirmDialog
        open={confirmDelete}
        danger
        title={labels.deleteTitle}
        message={labels.deleteBody}
        confirmLabel={labels.delete}
        cancelLabel={labels.cancel}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => {
          setConfirmDelete(false);
          onDelete();
        }}
      />
    </Screen>
  );
}
