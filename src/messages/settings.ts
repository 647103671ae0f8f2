import { ja } from './ja';
import { common } from '@/messages/common';

const rules = common.fieldRules;

/** Japanese copy of the settings area (/settings/*), shared by the screens, Mirage's displayMessages and the tests. */
export const settingsMessages = {
  index: {
    lead: 'ご利用中の会社の設定や各種お手続きはこちらから行えます。',
    corporation: '会社名・連絡先メールアドレス・チケット通知メールの設定を確認、変更します。',
    members: '管理画面を利用するサブアカウントを追加し、クーポン・チケットの編集権限を設定します。',
    services: '登録情報の変更、施設の追加、ご契約の解約などのお手続き方法をご案内します。',
    help: 'よくある質問とお問い合わせ先です。',
  },
  corporation: {
    heading: '会社情報',
    lead: 'ここで保存した会社名とメールアドレスは、管理画面の表示とお知らせの送信先に使われます。',
    name: '会社名',
    email: '連絡先メールアドレス',
    emailHint: '全角で入力しても半角に直して保存します。',
    ticketMail: 'チケットが購入・キャンセルされたときに通知メールを受け取る',
    ticketMailHint: '連絡先メールアドレスに届きます。',
    save: '保存する',
    saved: '会社情報を保存しました。',
    // The shared field rules' messages (src/api/field-rules.ts), named here for the tests.
    nameRequired: rules.required('会社名'),
    nameTooLong: rules.tooLong('会社名', 100),
    emailRequired: rules.required('連絡先メールアドレス'),
    emailInvalid: rules.email('連絡先メールアドレス'),
    emailInvisible: rules.invisible('連絡先メールアドレス'),
  },
  members: {
    lead: '同じ会社の管理画面を使う担当者のアカウントです。メールアドレスで招待すると、その方はメールのリンクからログインできます。',
    caption: 'サブアカウント一覧',
    add: 'サブアカウントを追加',
    email: 'メールアドレス',
    displayName: '表示名',
    abilities: '権限',
    status: '状態',
    createdAt: '登録日',
    actions: '操作',
    edit: '編集',
    remove: '削除',
    couponAbility: 'クーポン編集',
    ticketAbility: 'チケット編集',
    noAbility: '閲覧のみ',
    statusLabels: { invited: '招待中', active: '利用中' },
    empty: 'サブアカウントはまだありません。「サブアカウントを追加」から招待できます。',
    count: (n: number) => `${n.toLocaleString('ja-JP')}件`,
    removeTitle: 'サブアカウントを削除しますか？',
    removeBody: (email: string) => `${email} はこの会社の管理画面にログインできなくなります。`,
    removeConfirm: '削除する',
    removed: 'サブアカウントを削除しました。',
  },
  memberEdit: {
    // The page titles of /settings/members/edit (src/app/routes.ts), so the title names the form.
    addHeading: ja.titles.settingsMembersAdd,
    editHeading: ja.titles.settingsMembersEdit,
    emailHint: '招待するメールアドレスです。全角で入力しても半角に直します。登録後は変更できません。',
    emailFixed: '登録済みのメールアドレスは変更できません。変更する場合は、削除してから追加し直してください。',
    displayNameHint: '一覧に表示する名前です（任意、50文字以内）。',
    abilitiesLegend: '権限',
    couponAbility: 'クーポンを作成・編集できる',
    ticketAbility: 'チケットを作成・編集できる',
    abilitiesHint: 'どちらも付けない場合、施設やチェックインの閲覧などの基本機能のみ利用できます。',
    submitAdd: '追加する',
    submitEdit: '保存する',
    added: 'サブアカウントを追加しました。',
    saved: 'サブアカウントを保存しました。',
    back: 'サブアカウント一覧へ戻る',
    notFound: '指定されたサブアカウントが見つかりません。一覧から選び直してください。',
  },
  /** Validation, shared by the client and Mirage's 422 displayMessage. */
  memberErrors: {
    emailRequired: rules.required('メールアドレス'),
    emailInvalid: rules.email('メールアドレス'),
    emailInvisible: rules.invisible('メールアドレス'),
    emailDuplicate: 'このメールアドレスはすでにサブアカウントとして登録されています。',
    displayNameTooLong: rules.tooLong('表示名', 50),
    notFound: '指定されたサブアカウントが見つかりません。',
    actionInvalid: '操作の種類が正しくありません。',
    abilityInvalid: '権限の指定が正しくありません。',
    limit: (max: number) => `サブアカウントは${max}件まで登録できます。`,
  },
  services: {
    lead: 'ご契約中の会社さま向けのお手続きです。管理画面で行えるものはリンクから、それ以外はお問い合わせフォームからお申し込みください。',
    inApp: '管理画面で手続きする',
    contact: 'お問い合わせフォームで申し込む',
    contactNote: '（新しいタブで開きます）',
    items: [
      {
        id: 'corporation',
        title: '登録情報（会社名・連絡先）の変更',
        body: '会社名、連絡先メールアドレス、チケット通知メールの受け取り設定は「会社情報」からいつでも変更できます。所在地や代表者などの契約情報の変更は、お問い合わせフォームからお知らせください。',
      },
      {
        id: 'members',
        title: '担当者（サブアカウント）の追加・削除',
        body: '担当者が増えたり異動したりしたときは、「サブアカウント」でメールアドレスを追加・削除してください。招待された方はメールのリンクからログインできます。',
      },
      {
        id: 'facility',
        title: '施設の追加',
        body: '新しい施設は「施設一覧」の新規登録から申請できます。運営事務局が内容を確認したのち公開されます（通常3営業日以内）。',
      },
      {
        id: 'facility-close',
        title: '施設の休止・閉店',
        body: '施設の公開を止めたいときは、施設詳細で状態を「非公開」にしてください。閉店の場合は、お問い合わせフォームから閉店日をお知らせください。',
      },
      {
        id: 'billing',
        title: '請求書・お支払い方法',
        body: '請求書の再発行、宛名の変更、お支払い方法（口座振替・請求書払い）の変更は、お問い合わせフォームからお申し込みください。チケット売上のお振込み明細は「チケット決済集計」で確認できます。',
      },
      {
        id: 'cancel',
        title: 'ご契約の解約',
        body: '解約をご希望の場合は、お問い合わせフォームからお申し込みください。解約月の末日まで管理画面をご利用いただけます。販売中のチケットがある場合は、販売終了と返金のご案内をいたします。',
      },
    ],
  },
  help: {
    faqHeading: 'よくある質問',
    faqMore: 'そのほかのよくある質問を見る',
    contactHeading: 'お問い合わせ',
    contactBody: '解決しない場合は、お問い合わせフォームからご連絡ください。2営業日以内に連絡先メールアドレスへご返信します（土日祝日・年末年始を除く）。',
    contactLink: 'お問い合わせフォーム',
    newTab: '（新しいタブで開きます）',
    faqs: [
      {
        q: 'ログイン用のメールが届きません。',
        a: '迷惑メールフォルダをご確認ください。数分待っても届かない場合は、ログイン画面から再度送信してください。リンクの有効期限は送信から1時間です。',
      },
      {
        q: '担当者を追加するには？',
        a: '「設定」の「サブアカウント」からメールアドレスを追加してください。サブアカウントの追加は、会社の管理者権限をお持ちの方のみ行えます。',
      },
      {
        q: 'チェックインの記録をExcelで見たい。',
        a: '「チェックイン」の履歴画面で年を選んでCSVをダウンロードしてください。Excelで文字化けせずにそのまま開ける形式（UTF-8 BOM付き）です。',
      },
      {
        q: '施設の情報を変えたのに、アプリに反映されません。',
        a: '施設の変更は保存後すぐに反映されますが、利用者のアプリでは再読み込みまで数分かかることがあります。新規登録した施設は運営事務局の確認後に公開されます。',
      },
      {
        q: 'チケットの返金はどうすればよいですか？',
        a: 'チケット販売の権限をお持ちの方は、チケット決済詳細から返金できます。返金の操作は取り消せませんのでご注意ください。',
      },
    ],
  },
  contactSubject: (topic: string) => `【管理画面】${topic}について`,
} as const;
