import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { MESSAGES } from '../../../schemas/messages';
import { renderTab } from './renderTab';

describe('server errors', () => {
  test('show at their target_element, focused, and go once the field is edited', async () => {
    const { user, rerenderWithErrors } = renderTab('contact_info', { filled: true });
    const answer = () => [
      { target_element: 'phone_number', error_message: MESSAGES.phoneExists },
      { target_element: 'email_address', error_message: MESSAGES.emailExists },
    ];
    rerenderWithErrors(answer());
    const phone = screen.getByLabelText('Contact Number');
    const email = screen.getByLabelText("Client's Email");
    expect(document.getElementById(`${phone.id}__error`)?.textContent).toBe(MESSAGES.phoneExists);
    expect(phone.getAttribute('aria-describedby')).toContain(`${phone.id}__error`);
    expect(document.getElementById(`${email.id}__error`)?.textContent).toBe(MESSAGES.emailExists);
    await waitFor(() => expect(document.activeElement).toBe(email));

    await user.clear(phone);
    await user.type(phone, '5552010002');
    await user.tab();
    await waitFor(() => expect(screen.queryByText(MESSAGES.phoneExists)).toBeNull());
    expect(screen.getByText(MESSAGES.emailExists)).toBeTruthy();

    // The same answer handed again (a new array on a re-render) is not a new answer.
    await user.click(screen.getByLabelText('City'));
    rerenderWithErrors(answer());
    expect(screen.queryByText(MESSAGES.phoneExists)).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('City'));
  });
});
