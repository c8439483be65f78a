import { forwardRef } from 'react';
import styled from 'styled-components';
import { FieldFrame, inputStyle, useField, type FieldBaseProps } from '../text-field';

export interface TextAreaProps extends FieldBaseProps {
  /** The current text (controlled). Required. */
  value: string;
  /** Called with the new text on every change. Required. */
  onChange: (value: string) => void;
  /** Visible lines. Default 4. */
  rows?: number;
  /** Maximum number of characters. Default none. */
  maxLength?: number;
  /** Example text shown while empty (never instead of a label). Default none. */
  placeholder?: string;
}

/** A labelled multi-line text box with hint and error; it grows only when the learner drags it. The ref is the <textarea>. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(props, ref) {
  const { frame, control, own } = useField(props);
  const { value, onChange, rows = 4, ...rest } = own;
  return (
    <FieldFrame {...frame}>
      {/* dir=auto: a learner writing English in an Arabic page (or the reverse) sees it run their way. */}
      <Box
        ref={ref}
        dir="auto"
        {...control}
        onBlur={() => props.onBlur?.(undefined as never)}
        {...rest}
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldFrame>
  );
});

const Box = styled.textarea`
  ${inputStyle}
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  resize: vertical;
`;
