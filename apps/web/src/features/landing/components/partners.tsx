import { useT } from '../i18n';

/** Brand names: the same in every language. */
const partners = [
  'Skyline Labs',
  'Aurora Studio',
  'Meridian Data',
  'Brandwave',
  'Northwind Tech',
  'Helios Energy',
  'Blue Harbor',
  'Atlas Logistics',
  'Nimbus Cloud',
  'Orbit Health',
];

/** Ten sample partner companies (seeds §9). */
export function Partners() {
  const { t } = useT();
  return (
    <section aria-labelledby="partners-title" className="border-y border-border bg-surface/60">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 id="partners-title" className="text-center font-mono text-sm font-bold uppercase tracking-[0.3em] text-board">
          {t('partners.heading')}
        </h2>
        <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {partners.map((name) => (
            <li
              key={name}
              className="flex h-14 items-center justify-center rounded-lg border border-border bg-board-cell px-2 text-center font-mono text-xs font-bold uppercase tracking-wider text-board-white sm:text-sm"
            >
              {name}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
