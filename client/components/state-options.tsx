import { nigerianStateLabels, nigerianStates } from '../../shared/nigeria.ts';

/** The 36 states and the FCT as a select's options, by name: every state picker's one list. */
export function StateOptions() {
  return nigerianStates.map((state) => (
    <option key={state} value={state}>
      {nigerianStateLabels[state]}
    </option>
  ));
}
