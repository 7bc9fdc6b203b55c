import type { ContentType } from '@shared/uploads';

const options = [
  { value: 'flashcards', label: 'Flashcards', hint: 'Study with Q&A cards' },
  { value: 'quiz', label: 'Quiz', hint: 'Multiple choice test' },
] as const;

/** 'What would you like to create?' (spec §2): Flashcards or Quiz, as radio buttons drawn as tiles. */
export function ContentTypeChoice({
  value,
  onChange,
  disabled,
}: {
  value: ContentType;
  onChange: (value: ContentType) => void;
  disabled: boolean;
}) {
  return (
    <fieldset disabled={disabled}>
      <legend className="text-sm font-semibold">What would you like to create?</legend>
      <div className="mt-2 grid grid-cols-2 gap-3">
        {options.map((option) => (
          <label
            key={option.value}
            className={`cursor-pointer rounded-lg border-2 p-3 ${value === option.value ? 'border-indigo-600 bg-indigo-50' : 'border-slate-200'}`}
          >
            <input
              type="radio"
              name="contentType"
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            <span className="block font-semibold">{option.label}</span>
            <span className="block text-sm text-slate-600">{option.hint}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
