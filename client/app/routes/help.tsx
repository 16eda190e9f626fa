import { HelpCenter } from '../../features/content/components/help-center.tsx';

/** /help: topics, questions and ways to reach support. */
export default function HelpPage() {
  return <HelpCenter />;
}
