import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

interface DeleteButtonProps {
  label: string;
  /** The confirmation's question, e.g. 'Supprimer cette demande ?'. */
  title: string;
  /** What will be erased, said before it is. */
  description: string;
  pending: boolean;
  onConfirm: () => void;
}

/** A destructive button that asks first: the confirmation stays open while the deletion runs. */
export function DeleteButton({ label, title, description, pending, onConfirm }: DeleteButtonProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant="destructive" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden="true" />
        {label}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={title}
        description={description}
        pending={pending}
        onConfirm={onConfirm}
      />
    </>
  );
}
