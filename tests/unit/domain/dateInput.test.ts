import { describe, expect, it } from 'vitest';
import { formatDateInput } from '../../../domain/dateInput';

/** What the field shows after each keystroke: every key appended to what the field showed, then masked. */
function typed(keys: string): string[] {
  const shown: string[] = [];
  let value = '';
  for (const key of keys) {
    value = formatDateInput(value + key);
    shown.push(value);
  }
  return shown;
}

describe('the date mask (MM/DD/YYYY, storefront.md section 9)', () => {
  it("types '6/15/1985' the usual US way into 06/15/1985, keystroke by keystroke", () => {
    expect(typed('6/15/1985')).toEqual(['06', '06/', '06/1', '06/15', '06/15/', '06/15/1', '06/15/19', '06/15/198', '06/15/1985']);
  });

  it("types '1/2/1990' into 01/02/1990: a slash after a one-digit month or day pads it", () => {
    expect(typed('1/2/1990')).toEqual(['1', '01/', '01/2', '01/02/', '01/02/1', '01/02/19', '01/02/199', '01/02/1990']);
  });

  it('types digits only, and with slashes, into the same date', () => {
    expect(typed('01021990').at(-1)).toBe('01/02/1990');
    expect(typed('01/02/1990').at(-1)).toBe('01/02/1990');
    expect(typed('12/31/1990').at(-1)).toBe('12/31/1990');
  });

  it.each([
    ['6/15/1985', '06/15/1985'], ['1/2/1990', '01/02/1990'], ['06151985', '06/15/1985'], ['06/15/1985', '06/15/1985'],
    ['6-15-1985', '06/15/1985'], ['6.15.1985', '06/15/1985'], [' 6/15/1985 ', '06/15/1985'], ['12/31/19905', '12/31/1990'],
    ['a0b6-15.1985', '06/15/1985'], ['0152020', '01/05/2020'],
  ])('pastes %j as %j', (pasted, shown) => {
    expect(formatDateInput(pasted)).toBe(shown);
  });

  it('still clamps the month to 1-12 and the day to 1-31', () => {
    expect(formatDateInput('13')).toBe('12');
    expect(formatDateInput('00')).toBe('01');
    expect(formatDateInput('1232')).toBe('12/31');
    expect(formatDateInput('0100')).toBe('01/01');
    expect(formatDateInput('13321990')).toBe('12/31/1990');
    expect(formatDateInput('13/45/1980')).toBe('12/31/1980');
    expect(formatDateInput('0/0/2000')).toBe('01/01/2000');
  });

  it('pads a first digit that cannot start a month (2-9) or a day (4-9)', () => {
    expect(formatDateInput('4')).toBe('04');
    expect(formatDateInput('45')).toBe('04/05');
    expect(formatDateInput('43')).toBe('04/3');
    expect(formatDateInput('99')).toBe('09/09');
  });

  it('never swallows a typed slash and backspace over a slash is not undone', () => {
    expect(formatDateInput('12/')).toBe('12/');
    expect(formatDateInput('1/')).toBe('01/');
    expect(formatDateInput('01/02/')).toBe('01/02/');
    // Backspace from '01/0' leaves '01/', and again '01': the mask adds nothing back.
    expect(formatDateInput('01/')).toBe('01/');
    expect(formatDateInput('01')).toBe('01');
    expect(formatDateInput('/')).toBe('');
  });

  it('leaves a formatted value unchanged and never exceeds 10 characters', () => {
    for (const value of ['', '1', '12', '12/', '12/3', '12/31', '12/31/', '12/31/2', '12/31/2020', '04/05/1999']) {
      expect(formatDateInput(value)).toBe(value);
    }
    expect(formatDateInput('06/15/19855555')).toHaveLength(10);
  });
});
