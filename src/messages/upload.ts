/**
 * Japanese copy of the asset upload pipeline, shared by machines/upload, src/api/assets.ts,
 * src/ui/upload and their tests. The two English errors stay as written (docs/product.md "Error messages").
 */
export const uploadMessages = {
  noFile: 'Upload image file is not defined.',
  accessInfoInvalid: 'AccessInfo is not valid.',
  tooLarge: 'ファイルサイズが上限（1GB）を超えているため、アップロードできません。',
  wrongKind: { image: '画像ファイルを選択してください。', movie: '動画ファイルを選択してください。' },
  invalidProgress: (value: string) => `アップロードの進捗値が正しくありません（0〜100 の範囲外: ${value}）。`,
  failed: {
    token: 'アップロードの準備（トークンの取得）に失敗しました。',
    issue: 'アップロード先の発行に失敗しました。',
    put: 'ファイルの送信に失敗しました。',
    register: 'アップロードしたファイルの登録に失敗しました。',
  },
  httpStatus: (status: number) => `（HTTP ${status}）`,
  network: 'ネットワークに接続できませんでした。',
  /** The browser refused to connect: the console's build does not allow the upload service (its CSP). */
  blockedByPolicy: 'この管理画面の設定ではアップロード先に接続できません。管理者に、アップロード先を接続先の設定に加えるよう依頼してください。',
  badResponse: 'アップロードサービスの応答の形式が正しくありません。',
  status: {
    idle: '待機中',
    fetchingToken: '準備中…',
    issuing: '準備中…',
    uploading: '送信中…',
    registering: '登録中…',
    done: '完了',
    failed: 'エラー',
    cancelled: 'キャンセルしました',
  },
  progressLabel: (name: string) => `${name} のアップロード進捗`,
  previewAlt: (name: string) => `${name} のプレビュー`,
  imageAlt: (index: number) => `画像 ${index}`,
  add: '画像を選択',
  hint: (max: number) => `最大${max}枚まで。選択するとすぐにアップロードされます。`,
  limitReached: (max: number) => `画像は最大${max}枚までです。`,
  retry: '再試行',
  cancel: 'キャンセル',
  remove: '削除',
  discard: '取り消す',
  removeImage: (index: number) => `画像 ${index} を削除`,
  empty: '画像はまだありません。',
  /** A save waits for the files still uploading (new files are uploaded first). */
  waitingBeforeSave: '画像のアップロードが終わるのを待っています。終わりしだい保存します…',
  saveRefused:
    'アップロードできていない画像があるため、保存しませんでした。「再試行」で送り直すか「取り消す」で外してから、もう一度保存してください。入力した内容はそのままです。',
  retryUnfinished: 'アップロードできていない画像をすべて再試行',
} as const;
