/** What every filter input gets: its filter's text in the prefix convention, and where to send a new one. */
export interface FilterInputProps {
  id: string;
  label: string;
  text: string;
  onChange: (text: string) => void;
  /** The translated message of what is wrong with the filter. */
  error?: string;
  /** The ids of the texts describing the input: its error, the hint on the syntax. */
  describedBy: string;
}

export const WIDTH = 200;
