import { HelpCenter } from '../../features/content/components/help-center.tsx';
import { island } from '../../islands/island.tsx';

// Its search filters every topic and question as the shopper types: the whole centre is one island.
const HelpCenterIsland = island('help-center', HelpCenter);

/** /help: topics, questions and ways to reach support. */
export default function HelpPage() {
  return <HelpCenterIsland />;
}
