/** Japanese copy of the signed-in console's screens (data states, forms, field rules): apart from `ja.ts`, which the /sign_in entry loads. */
export const common = {
  /** A record the API answered 404 for: not a failure, a way back (every detail screen). */
  recordNotFound: {
    heading: '見つかりませんでした',
    body: '削除されたか、URLが正しくない可能性があります。',
    back: (listLabel: string) => `${listLabel}へ戻る`,
  },
  refreshFailed: '最新の内容を読み込めませんでした。表示は前回の内容です。',
  /** Check-ins that came with a refresh and are not shown yet (src/ui/arrivals-notice.tsx). */
  arrivals: {
    notice: (count: number) => `新しいチェックインが${count.toLocaleString('ja-JP')}件あります`,
    show: '表示する',
    /** The browser title while some are not seen yet: `(2) チェックイン履歴 | ペットパス 管理画面`. */
    title: (count: number, title: string) => `(${count.toLocaleString('ja-JP')}) ${title}`,
  },
  /** The messages of the shared field rules (src/api/field-rules.ts): forms and the fake server alike. */
  fieldRules: {
    required: (label: string) => `${label}を入力してください。`,
    tooLong: (label: string, max: number) => `${label}は${max}文字以内で入力してください。`,
    tel: (label: string) => `${label}は0から始まる10〜11桁の番号を、数字とハイフンで入力してください（例：03-1234-5678）。`,
    postalCode: (label: string) => `${label}は7桁の数字で入力してください（例：123-4567）。`,
    email: (label: string) => `${label}の形式が正しくありません（例：info@example.jp）。`,
    httpUrl: (label: string) => `${label}は http:// または https:// から始まるURLを入力してください。`,
    invisible: (label: string) => `${label}に見えない文字（ゼロ幅スペースなど）が含まれています。`,
  },
  /** The shared form kit (src/ui/form): what every form says around its fields. */
  formKit: {
    /** Shown instead of a validation library's own (English) text: no field ever shows it. */
    fieldInvalid: '入力内容を確認してください。',
    summaryLink: (label: string, message: string) => `${label}：${message}`,
  },
  formInvalid: '入力内容に誤りがあります。赤く表示された項目をご確認ください。',
  /** What a form kept of the person's unsaved typing (src/ui/form/use-draft.tsx). */
  drafts: {
    offer: '入力途中の内容があります',
    restore: '復元',
    discard: '破棄',
    changedLater: (at: string) => `入力を始めたあとに、この内容は更新されています（${at}）。復元すると、その更新は入力途中の内容で置き換わります。`,
    /** Beside the file inputs of the forms that keep drafts: a PDF, and images (kept once uploaded). */
    filesNotKept: '選択したファイルは下書きに保存されません。',
    imagesNotKept: '画像はアップロードが終わってから下書きに保存されます。',
  },
} as const;
