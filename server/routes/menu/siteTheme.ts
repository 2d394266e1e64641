/**
 * POST save-site-theme (our extension): replaces some theme settings of one site through
 * saveSiteTheme, which refuses a colour failing WCAG AA with 422 at `settings.{key}` and writes
 * nothing. Admin only: answered only to a browser on the server's own machine (the same test as
 * /dev/mailbox: loopback peer, loopback Host, no proxy header); anyone else gets 404, as if the
 * route did not exist. A deployment's staff change themes from the server's machine or an SSH
 * tunnel; no token to leak.
 */
import type { FastifyInstance } from 'fastify';
import { MENU_ROUTES } from '../../../schemas/api/menu';
import { ApiError, ok, unprocessable } from '../../http';
import { saveSiteTheme } from '../../services/siteTheme';
import { isLocalBrowser } from '../dev/mailbox';
import { typed } from '../typed';

export async function siteThemeRoutes(app: FastifyInstance): Promise<void> {
  const { saveSiteTheme: themeRoute } = MENU_ROUTES;
  typed(app).post(themeRoute.url, {
    schema: themeRoute.schema,
    onRequest: async (request) => {
      if (!isLocalBrowser(request)) throw new ApiError(404, []);
    },
  }, async (request) => {
    const { site_domain, settings } = request.body;
    const errors = await saveSiteTheme(app.db, site_domain, settings);
    if (errors.length > 0) unprocessable(errors);
    return ok({ site_domain, saved: Object.keys(settings) });
  });
}
