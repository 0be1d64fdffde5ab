/** Words for each sex, as lists and radio buttons offer them; the first of each is what faker's persona says. */
export const SEX_WORDS = {
  female: ['female', 'f', 'woman', 'w', 'weiblich', 'frau', 'femme', 'féminin', 'femenino', 'mujer', 'femminile', 'donna', 'feminino', 'vrouw', 'kobieta', 'kvinna', 'kvinde', 'kvinne', 'nainen', 'žena', 'женский', 'жіноча', 'kadın', '女性', '女', '여성'],
  male: ['male', 'm', 'man', 'männlich', 'mann', 'herr', 'homme', 'masculin', 'masculino', 'hombre', 'maschile', 'uomo', 'mężczyzna', 'mand', 'mies', 'muž', 'мужской', 'чоловіча', 'erkek', '男性', '男', '남성', 'maschio', 'masculine'],
} as const;
