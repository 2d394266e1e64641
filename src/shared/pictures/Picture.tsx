/**
 * One of the store's own pictures (public/pictures/store.svg, docs/pictures.md): an inline <svg>
 * that draws a symbol of the sprite, so the file is fetched once and cached while the picture takes
 * the site's colours (its primary as `color`, its accent as `fill`, both inherited by the symbol).
 */
import { PICTURE_SPRITE, PICTURE_VIEWBOX, type PictureName } from './pictureNames';
// oxlint-disable-next-line import/no-unassigned-import -- the pictures' theme colours
import './picture.css';

export interface PictureProps {
  name: PictureName;
  /** What the picture tells a reader; omitted, it is decoration and hidden from assistive tech. */
  label?: string;
  className?: string;
}

/** A themed picture of the sprite, sized by its box (no layout shift: its viewBox gives the ratio). */
export function Picture({ name, label, className }: PictureProps) {
  const [width, height] = PICTURE_VIEWBOX[name.slice(0, name.indexOf('-') + 1) || name] ?? [24, 24];
  const named = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg className={`picture${className ? ` ${className}` : ''}`} viewBox={`0 0 ${width} ${height}`}
      width={width} height={height} focusable="false" {...named}>
      <use href={`${PICTURE_SPRITE}#${name}`} />
    </svg>
  );
}
