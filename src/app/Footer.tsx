/** The year the page was loaded (read once, so rendering stays pure). */
const YEAR = new Date().getFullYear();

/** Site footer with the copyright line for the current year. */
export function Footer({ siteName }: { siteName: string }) {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p>© {YEAR} {siteName}. All rights reserved.</p>
        <p className="site-footer__note">Your information is sent over a secure connection and used only for your enrollment.</p>
      </div>
    </footer>
  );
}
