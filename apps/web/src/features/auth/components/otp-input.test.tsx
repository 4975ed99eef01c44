import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fillDigits, OtpInput } from './otp-input';

function Harness() {
  const [digits, setDigits] = useState(['', '', '', '', '', '']);
  return (
    <>
      <OtpInput digits={digits} onChange={setDigits} />
      <output aria-label="kode">{digits.join('')}</output>
    </>
  );
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} dari 6` });
const code = () => screen.getByLabelText('kode').textContent;

describe('OtpInput', () => {
  it('moves to the next box after each digit', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('123');
    expect(code()).toBe('123');
    expect(box(4)).toHaveFocus();
  });

  it('ignores anything but digits', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('a-7');
    expect(code()).toBe('7');
    expect(box(1)).toHaveValue('7');
    expect(box(2)).toHaveFocus();
  });

  it('goes back one box on backspace in an empty box and clears it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('12');
    expect(box(3)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    expect(code()).toBe('1');
  });

  it('fills all six boxes from a pasted code, whichever box has focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(3));
    await user.paste('48 27-19');
    expect(code()).toBe('482719');
    expect([1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value)).toEqual([
      '4',
      '8',
      '2',
      '7',
      '1',
      '9',
    ]);
    expect(box(6)).toHaveFocus();
  });
});

describe('fillDigits', () => {
  it.each([
    ['a partial paste fills from the box', ['', '', '', '', '', ''], 2, '12', ['', '', '1', '2', '', ''], 4],
    ['overflow is cut at the last box', ['', '', '', '', '', ''], 4, '999', ['', '', '', '', '9', '9'], 5],
    ['non-digits are dropped', ['1', '', '', '', '', ''], 1, 'x5', ['1', '5', '', '', '', ''], 2],
  ])('%s', (_reason, digits, start, text, expected, focus) => {
    expect(fillDigits(digits, start, text)).toEqual({ digits: expected, focus });
  });
});
