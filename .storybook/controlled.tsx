import { useState, type ComponentType } from 'react';

interface ControlledInput {
  value: unknown;
  onChange: (value: never) => void;
}

/**
 * A story's `render` for a controlled input: it holds the value as a form would, and still
 * reports every change to the Actions panel through the story's `onChange` arg.
 */
export function renderControlled<P extends ControlledInput>(Input: ComponentType<P>) {
  function Controlled(args: P) {
    const [value, setValue] = useState<P['value']>(args.value);
    const onChange = (next: P['value']) => {
      setValue(next);
      (args.onChange as (value: P['value']) => void)(next);
    };
    const props = { ...args, value, onChange } as P;
    return <Input {...props} />;
  }
  return (args: P) => <Controlled {...args} />;
}
