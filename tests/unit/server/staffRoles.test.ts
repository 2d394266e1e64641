/** Product staff's roles are a set: each grants its own powers, none implies another (schemas/forms/staff.ts). */
import { describe, expect, it } from 'vitest';
import { isStaffRole, mayEdit, mayPublish, mayView, STAFF_ROLES, type StaffRole } from '../../../schemas/forms/staff';

const powers = (roles: StaffRole[]) => ({ view: mayView(roles), edit: mayEdit(roles), publish: mayPublish(roles) });

describe('staff role rules', () => {
  it('lets every role view', () => {
    for (const role of STAFF_ROLES) expect(mayView([role])).toBe(true);
  });

  it('gives a viewer nothing but viewing', () => {
    expect(powers(['viewer'])).toEqual({ view: true, edit: false, publish: false });
  });

  it('lets an author edit drafts but not publish', () => {
    expect(powers(['author'])).toEqual({ view: true, edit: true, publish: false });
  });

  it('lets a publisher publish but not edit: a publisher is not an author', () => {
    expect(powers(['publisher'])).toEqual({ view: true, edit: false, publish: true });
  });

  it('adds the powers of every role held', () => {
    expect(powers(['author', 'publisher'])).toEqual({ view: true, edit: true, publish: true });
    expect(powers(['viewer', 'author'])).toEqual({ view: true, edit: true, publish: false });
  });

  it('gives no roles no powers', () => {
    expect(powers([])).toEqual({ view: false, edit: false, publish: false });
  });

  it('knows only the three roles', () => {
    expect(['viewer', 'author', 'publisher', 'admin', 'Publisher', ''].map(isStaffRole)).toEqual([true, true, true, false, false, false]);
  });
});
