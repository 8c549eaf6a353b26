import { useTranslation } from 'next-i18next/pages';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { AppLink } from '../../../components/ui/app-link';
import type { MapPin } from './search-map';

export type OfflineMapProps = {
  center: { lat: number; lng: number };
  pins: readonly MapPin[];
  /** The card hovered or focused in the list; its pin stands out. */
  activeId: string | null;
  onActivate: (id: string | null) => void;
};

/**
 * The Seine through Paris, west to east ([lng, lat], a few points a kilometre or so apart): enough
 * to find one's way on a plan of the spaces. Outside Paris it falls outside the view and is clipped.
 */
const SEINE: readonly (readonly [number, number])[] = [
  [2.2246, 48.8306],
  [2.2469, 48.8335],
  [2.2636, 48.8404],
  [2.2785, 48.8487],
  [2.2887, 48.8567],
  [2.2986, 48.8623],
  [2.3131, 48.8644],
  [2.3225, 48.8628],
  [2.3327, 48.8597],
  [2.3413, 48.8572],
  [2.3486, 48.8536],
  [2.3566, 48.8511],
  [2.3645, 48.8467],
  [2.3731, 48.8402],
  [2.3827, 48.8341],
  [2.3952, 48.8281],
  [2.413, 48.8208],
];

/** Degrees shown at least around a lone pin (about 2 km). */
const MIN_SPAN = 0.02;
const PADDING = 40;

type Size = { width: number; height: number };

function useSize(): [React.RefObject<HTMLDivElement | null>, Size | null] {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<Size | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, size];
}

/**
 * An equirectangular projection (longitudes shrunk by the cosine of the latitude) fitting the pins,
 * or the zone's centre, in a box: at a city's scale it draws the same plan as Web Mercator.
 */
export function fitProjection(
  points: readonly { lat: number; lng: number }[],
  size: Size,
  padding = PADDING,
) {
  const lats = points.map((point) => point.lat);
  const lngs = points.map((point) => point.lng);
  const midLat = (Math.min(...lats) + Math.max(...lats)) / 2;
  const midLng = (Math.min(...lngs) + Math.max(...lngs)) / 2;
  const shrink = Math.cos((midLat * Math.PI) / 180);
  const spanX = Math.max((Math.max(...lngs) - Math.min(...lngs)) * shrink, MIN_SPAN);
  const spanY = Math.max(Math.max(...lats) - Math.min(...lats), MIN_SPAN);
  const scale = Math.max(
    Math.min((size.width - 2 * padding) / spanX, (size.height - 2 * padding) / spanY),
    1,
  );
  return (lat: number, lng: number) => ({
    x: size.width / 2 + (lng - midLng) * shrink * scale,
    y: size.height / 2 - (lat - midLat) * scale,
  });
}

const PIN_CLASS =
  'absolute -translate-x-1/2 -translate-y-full whitespace-nowrap rounded-full px-2 py-1 text-xs font-semibold shadow ring-1 transition-transform ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/**
 * The results on a drawn plan, with nothing to download: the map shown without a Mapbox token (the
 * embedded default, offline too). Each pin is a button named after its space; pressing it opens a
 * callout linking to the space, and highlights its card.
 */
export default function OfflineMap({ center, pins, activeId, onActivate }: OfflineMapProps) {
  const { t } = useTranslation('search');
  const [container, size] = useSize();
  const [openId, setOpenId] = useState<string | null>(null);
  const open = pins.find((pin) => pin.id === openId) ?? null;

  const project = useMemo(
    () => (size ? fitProjection(pins.length > 0 ? pins : [center], size) : null),
    [pins, center, size],
  );

  // Each district's name, at the middle of its pins.
  const districts = useMemo(() => {
    const groups = new Map<string, { lat: number; lng: number; count: number }>();
    for (const pin of pins) {
      const group = groups.get(pin.district) ?? { lat: 0, lng: 0, count: 0 };
      groups.set(pin.district, {
        lat: group.lat + pin.lat,
        lng: group.lng + pin.lng,
        count: group.count + 1,
      });
    }
    return [...groups].map(([name, group]) => ({
      name,
      lat: group.lat / group.count,
      lng: group.lng / group.count,
    }));
  }, [pins]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    const id = open.id;
    setOpenId(null);
    container.current?.querySelector<HTMLElement>(`[data-pin="${id}"]`)?.focus();
  };

  return (
    <div
      ref={container}
      className="relative h-full min-h-64 w-full overflow-hidden bg-[#eef1ec]"
      onKeyDown={closeOnEscape}
    >
      {project && size && (
        <>
          <svg aria-hidden="true" width={size.width} height={size.height} className="absolute inset-0">
            <polyline
              points={SEINE.map(([lng, lat]) => {
                const { x, y } = project(lat, lng);
                return `${x.toFixed(1)},${y.toFixed(1)}`;
              }).join(' ')}
              fill="none"
              stroke="#b9d3e6"
              strokeWidth={14}
              strokeLinecap="round"
              strokeLinejoin="round"
            />
            {districts.map((district) => {
              const { x, y } = project(district.lat, district.lng);
              return (
                <text
                  key={district.name}
                  x={x}
                  y={y + 18}
                  textAnchor="middle"
                  className="fill-ink-500 text-[11px] font-medium uppercase"
                >
                  {district.name}
                </text>
              );
            })}
          </svg>
          <ul aria-label={t('map.pins')} className="contents">
            {pins.map((pin) => {
              const { x, y } = project(pin.lat, pin.lng);
              const highlighted = pin.id === activeId || pin.id === openId;
              return (
                <li key={pin.id} className="contents">
                  <button
                    type="button"
                    data-pin={pin.id}
                    aria-label={t('map.pin', { title: pin.title, price: pin.price })}
                    aria-expanded={pin.id === openId}
                    className={`${PIN_CLASS} ${highlighted ? 'z-10 scale-110 bg-brand-700 text-white ring-brand-700' : 'bg-white text-ink-900 ring-brand-100'}`}
                    style={{ left: x, top: y }}
                    onClick={() => {
                      setOpenId((current) => (current === pin.id ? null : pin.id));
                      onActivate(pin.id);
                    }}
                    onPointerEnter={() => onActivate(pin.id)}
                    onPointerLeave={() => onActivate(null)}
                  >
                    {pin.price}
                  </button>
                </li>
              );
            })}
          </ul>
          {open && (
            <div
              role="group"
              aria-label={open.title}
              className="absolute inset-x-3 bottom-3 z-20 rounded-xl bg-white p-3 shadow-lg ring-1 ring-brand-100"
            >
              <p className="font-medium text-ink-900">{open.title}</p>
              <p className="text-sm text-ink-500">
                {open.district} · {open.price}
              </p>
              <div className="mt-2 flex items-center gap-4">
                <AppLink
                  href={open.href}
                  className="text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  {t('map.see')}
                </AppLink>
                <button
                  type="button"
                  className="text-sm text-ink-500 underline underline-offset-2"
                  onClick={() => setOpenId(null)}
                >
                  {t('map.close')}
                </button>
              </div>
            </div>
          )}
        </>
      )}
      <p className="absolute top-2 left-3 rounded bg-white/80 px-1.5 text-xs text-ink-700">{t('map.plan')}</p>
    </div>
  );
}
