import Button from '@mui/material/Button';

type StaffRowActionsProps = {
  /** Names the row for screen readers: 'Ubah {label}', 'Hapus {label}'. */
  label: string;
  onEdit: () => void;
  onDelete?: () => void;
};

/** The Ubah (and Hapus) buttons of a content list row. */
export function StaffRowActions({ label, onEdit, onDelete }: StaffRowActionsProps) {
  return (
    <>
      <Button size="small" onClick={onEdit} aria-label={`Ubah ${label}`}>
        Ubah
      </Button>
      {onDelete && (
        <Button size="small" color="error" onClick={onDelete} aria-label={`Hapus ${label}`}>
          Hapus
        </Button>
      )}
    </>
  );
}
