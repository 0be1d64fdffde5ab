/**
 * An options section's last error, as an alert, and its last outcome ("Saved Kept."), in a status line that stays in
 * place so a screen reader announces each new one.
 */
export function SectionMessages({ error, message }: { error: string; message: string }) {
  return (
    <>
      {error && (
        <p className="options__error" role="alert">
          {error}
        </p>
      )}
      <p role="status" className="setting__help">
        {message}
      </p>
    </>
  );
}
