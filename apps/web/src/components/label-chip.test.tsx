import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LabelChip } from './label-chip';

describe('LabelChip', () => {
  it("shows its label in MUI Chip's DOM and classes, so it looks and is found as one", () => {
    render(<LabelChip label="Disetujui" color="success" size="small" data-status="APV" />);
    const label = screen.getByText('Disetujui');
    expect(label).toHaveClass('MuiChip-label', 'MuiChip-labelSmall');
    const root = label.parentElement;
    expect(root).toHaveClass('MuiChip-root', 'MuiChip-filled', 'MuiChip-sizeSmall', 'MuiChip-colorSuccess');
    expect(root).toHaveAttribute('data-status', 'APV');
  });

  it('is outlined, medium and default unless told, and is not a button', () => {
    render(<LabelChip label="#tips" variant="outlined" />);
    const root = screen.getByText('#tips').parentElement;
    expect(root).toHaveClass('MuiChip-outlined', 'MuiChip-sizeMedium', 'MuiChip-colorDefault');
    expect(root).not.toHaveAttribute('role');
    expect(root).not.toHaveAttribute('tabindex');
  });
});
