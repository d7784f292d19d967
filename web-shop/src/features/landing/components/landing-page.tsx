import { ClosingCall } from './closing-call';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { Promises } from './promises';

export function LandingPage() {
  return (
    <>
      <Hero />
      <HowItWorks />
      <Promises />
      <ClosingCall />
    </>
  );
}
