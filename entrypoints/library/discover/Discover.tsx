import { AiringSection } from './AiringSection';
import { BestSection, GenresSection, PremieresSection } from './Browse';
import { RandomSection, SearchSection } from './PickAndSearch';

/** The Discover tab: the service's catalog lists (spec 4.1), each with its own filters. */
export function Discover() {
  return (
    <div class="discover" data-testid="discover">
      <SearchSection />
      <AiringSection />
      <PremieresSection />
      <BestSection />
      <GenresSection />
      <RandomSection />
    </div>
  );
}
