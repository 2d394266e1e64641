/**
 * /home (storefront.md section 2 "Home"; issue 8 point 3): the banner with the quote form, the
 * Featured Plans (logo, name, short text, More Info), the grid of category pictures (each opens
 * /plans?type={code}) and the Recommended Products strip.
 */
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../../app/usePageTitle';
import { categoryPicture } from '../../../shared/pictures/pictureNames';
import { Picture } from '../../../shared/pictures/Picture';
import { PlanCard } from '../common/PlanCard';
import { QuoteForm } from '../quote';
import { RecommendedStrip } from '../recommend';
import { useHomeData } from './useHomeData';
import { STOREFRONT_SHOP_HOME_TEXT } from '../../../../schemas/uiText/storefront/shop/home';
import { translateText } from '../../../../schemas/i18n/localizable';

/** This screen's texts (schemas/uiText/storefront/shop/home.ts). */
const TEXT = STOREFRONT_SHOP_HOME_TEXT.homePage;

/** The Home page. */
export function HomePage() {
  usePageTitle(TEXT.home);
  const { featured, tiles } = useHomeData();
  return (
    <div className="home">
      <section className="banner home__banner" aria-labelledby="home-title">
        <h1 id="home-title">{TEXT.findThePlanThatFits}</h1>
        <p>{TEXT.enterYourZipCodeGender}</p>
      </section>
      <div className="page home__page">
        <div className="card home__quote">
          <QuoteForm />
        </div>
        <section className="home__section" aria-labelledby="featured-title">
          <h2 id="featured-title">{TEXT.featuredPlans}</h2>
          {featured === undefined ? <p aria-busy="true">{TEXT.loading}</p> : (
            <ul className="card-grid">
              {featured.map((plan) => <li key={plan.plan_id}><PlanCard plan={plan} /></li>)}
            </ul>
          )}
        </section>
        {tiles && tiles.length > 0 && (
          <section className="home__section" aria-labelledby="categories-title">
            <h2 id="categories-title">{TEXT.browsePlans}</h2>
            <ul className="home__tiles">
              {tiles.map((tile) => (
                <li key={tile.code}>
                  <Link className="home__tile" to={tile.link}>
                    {tile.image ? <img src={tile.image} alt="" width={240} height={135} /> : <Picture name={categoryPicture(tile.code)} />}
                    <span>{translateText(tile.plan.name)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        <RecommendedStrip />
      </div>
    </div>
  );
}
