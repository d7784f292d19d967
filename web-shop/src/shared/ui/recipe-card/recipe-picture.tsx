import { useState } from 'react';
import styles from './recipe-card.module.css';

type RecipePictureProps = {
  src: string;
  width: number;
  height: number;
  priority: boolean;
};

/** The recipe's picture; if it cannot be loaded, the card's leaf backdrop shows instead. */
export function RecipePicture({ src, width, height, priority }: RecipePictureProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) return null;
  return (
    <img
      className={styles.image}
      src={src}
      alt=""
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
