/** Small inline icons of the list's buttons: decorative (the buttons carry accessible names). */

/** A pencil (edit). */
export function EditIcon() {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M13.6 2.6a2 2 0 0 1 2.8 0l1 1a2 2 0 0 1 0 2.8L7.3 16.5 3 17l.5-4.3L13.6 2.6Zm1.4 1.4L5.4 13.6l-.2 1.2 1.2-.2L16 5l-1-1Z" />
    </svg>
  );
}

/** A waste bin (delete). */
export function DeleteIcon() {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M8 2h4a1 1 0 0 1 1 1v1h4v2H3V4h4V3a1 1 0 0 1 1-1Zm-3 5h10l-.8 10.1a1 1 0 0 1-1 .9H6.8a1 1 0 0 1-1-.9L5 7Zm3 2v7h1.5V9H8Zm2.5 0v7H12V9h-1.5Z" />
    </svg>
  );
}
