import { Link, type LinkProps } from 'react-router';
import styles from './button-link.module.css';

type ButtonLinkProps = LinkProps & {
  variant?: 'primary' | 'secondary';
  size?: 'regular' | 'large';
};

/** A link that looks like a button: navigation keeps link semantics for assistive tech. */
export function ButtonLink({
  variant = 'primary',
  size = 'regular',
  className,
  ...link
}: ButtonLinkProps) {
  const classes = [styles.button, styles[variant], styles[size], className].filter(Boolean);
  return <Link {...link} className={classes.join(' ')} />;
}
