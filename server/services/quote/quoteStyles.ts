/**
 * The inline styles of the quote's HTML (quoteHtml): mail clients drop style sheets, so each
 * element carries its own. A fixed set, named here, because the app shows the same HTML as the
 * quote's preview: its Content-Security-Policy allows exactly these style attributes by their
 * hashes (server/plugins/cspSources.ts), never inline styles in general.
 */
export const QUOTE_STYLES = {
  body: 'font-family:Arial,Helvetica,sans-serif;color:#1d2b3a;max-width:640px',
  heading: 'margin:0 0 8px',
  brandBar: 'margin:0 0 12px;border-collapse:collapse;width:100%',
  brandCell: 'padding:12px 16px',
  brandHeading: 'margin:0;color:#ffffff',
  message: 'white-space:pre-line;border-left:3px solid #d5dbe3;padding-left:10px',
  table: 'border-collapse:collapse;width:100%',
  caption: 'text-align:left;font-weight:bold;padding:4px 0',
  cell: 'padding:6px 8px;border-bottom:1px solid #d5dbe3;text-align:left',
  amount: 'padding:6px 8px;border-bottom:1px solid #d5dbe3;text-align:right;white-space:nowrap',
  notices: 'padding-left:20px',
  finePrint: 'font-size:12px;color:#4a5868',
} as const;
