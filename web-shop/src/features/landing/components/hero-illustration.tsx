import styles from './hero-illustration.module.css';

/** A plate of greens beside a priced shopping list: decoration only, so hidden from readers. */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 480 420" aria-hidden="true">
      <circle cx="240" cy="210" r="196" className={styles.halo} />
      <circle cx="206" cy="214" r="146" className={styles.plate} />
      <circle cx="206" cy="214" r="116" className={styles.plateWell} />
      <path d="M140 198c16-56 86-72 124-34-20 46-80 66-124 34z" className={styles.leafLight} />
      <path d="M120 258c8-50 66-80 112-56-10 50-68 80-112 56z" className={styles.leafDark} />
      <path d="M206 268c28-46 88-50 114-10-30 40-86 44-114 10z" className={styles.leafLight} />
      <path d="M150 200l96-28M132 256l86-42M218 262l92-8" className={styles.vein} />
      <circle cx="252" cy="200" r="24" className={styles.tomato} />
      <circle cx="176" cy="282" r="17" className={styles.tomato} />
      <path d="M246 180l6 8 7-8" className={styles.stem} />
      <circle cx="214" cy="300" r="10" className={styles.chickpea} />
      <circle cx="234" cy="306" r="9" className={styles.chickpea} />
      <circle cx="196" cy="160" r="9" className={styles.chickpea} />
      <circle cx="150" cy="226" r="13" className={styles.carrot} />
      <circle cx="150" cy="226" r="6" className={styles.carrotCore} />
      <g transform="translate(300 196) rotate(5)">
        <rect width="160" height="188" rx="18" className={styles.card} />
        <rect x="20" y="22" width="70" height="10" rx="5" className={styles.heading} />
        {[0, 1, 2, 3].map((row) => (
          <g key={row} transform={`translate(20 ${52 + row * 28})`}>
            <circle cx="8" cy="8" r="8" className={row < 3 ? styles.checked : styles.unchecked} />
            {row < 3 && <path d="M4.5 8.2l2.4 2.4 4.6-4.8" className={styles.tick} />}
            <rect
              x="24"
              y="4"
              width={[58, 46, 64, 40][row]}
              height="8"
              rx="4"
              className={styles.line}
            />
            <rect x="96" y="4" width="24" height="8" rx="4" className={styles.price} />
          </g>
        ))}
        <rect x="20" y="160" width="120" height="2" className={styles.rule} />
        <rect x="96" y="170" width="44" height="10" rx="5" className={styles.total} />
      </g>
    </svg>
  );
}
